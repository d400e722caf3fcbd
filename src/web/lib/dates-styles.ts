// The date pickers' stylesheet travels inside the lazy chunks that show a date picker and is added when
// the first of them loads: as a CSS file Vite would count it in the sign-in screen's budget (decision 0007).
import datesCss from '@mantine/dates/styles.css?inline';

export function addDatesStyles(): void {
  if (typeof document === 'undefined' || document.querySelector('style[data-mantine-dates]')) return;
  const style = document.createElement('style');
  style.dataset.mantineDates = '';
  style.textContent = datesCss;
  document.head.append(style);
}
