// The date pickers' stylesheet travels inside the lazy chunks that show a date picker and is added when
// the first of them loads: as a CSS file Vite would count it in the sign-in screen's budget (decision 0007).
import datesCss from '@mantine/dates/styles.css?inline';

export const HUNGARIAN_HEADER_CSS =
  '[class*="calendarHeaderLevel"], [class*="calendarHeaderSelect"] { text-transform: none; }';

export function addDatesStyles(): void {
  if (typeof document === 'undefined' || document.querySelector('style[data-mantine-dates]')) return;
  const style = document.createElement('style');
  style.dataset.mantineDates = '';
  // Mantine capitalises the calendar header ('2026. November'); Hungarian month names are lower case
  // ('2026. november'). The header's format is the theme's (app/providers.tsx).
  style.textContent = `${datesCss}\n${HUNGARIAN_HEADER_CSS}`;
  document.head.append(style);
}
