// The drop zone's stylesheet travels inside the lazy chunk of the screen that shows a drop zone (the
// auditor's workspace, the bank's coupon manager) and is added when it first loads: as a CSS file Vite would
// count it in the sign-in screen's budget (decision 0007). Those screens pick dates too, so the date
// pickers' stylesheet (lib/dates-styles.ts) comes with it.
import dropzoneCss from '@mantine/dropzone/styles.css?inline';
import { addDatesStyles } from './dates-styles.ts';

export function addDropzoneStyles(): void {
  addDatesStyles();
  if (typeof document === 'undefined' || document.querySelector('style[data-dropzone]')) return;
  const style = document.createElement('style');
  style.dataset.dropzone = '';
  style.textContent = dropzoneCss;
  document.head.append(style);
}
