// The drop zone's stylesheet travels inside this lazy chunk and is added when the workspace first loads:
// as a CSS file Vite would count it in the sign-in screen's budget (decision 0007). The date pickers'
// stylesheet comes the same way from lib/dates-styles.ts.
import dropzoneCss from '@mantine/dropzone/styles.css?inline';
import { addDatesStyles } from '../../lib/dates-styles.ts';

export function addWorkspaceStyles(): void {
  addDatesStyles();
  if (typeof document === 'undefined' || document.querySelector('style[data-auditor-workspace]')) return;
  const style = document.createElement('style');
  style.dataset.auditorWorkspace = '';
  style.textContent = dropzoneCss;
  document.head.append(style);
}
