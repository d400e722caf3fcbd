// The charts' stylesheet travels inside the reports screen's lazy chunk and is added when it first loads
// (as lib/dates-styles.ts does for the date pickers): as a CSS file Vite would count it in the sign-in
// screen's budget (decisions 0007 and 0013).
import chartsCss from '@mantine/charts/styles.css?inline';

export function addChartsStyles(): void {
  if (typeof document === 'undefined' || document.querySelector('style[data-mantine-charts]')) return;
  const style = document.createElement('style');
  style.dataset.mantineCharts = '';
  style.textContent = chartsCss;
  document.head.append(style);
}
