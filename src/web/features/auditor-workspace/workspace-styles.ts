// The date pickers' and the drop zone's stylesheets travel inside this lazy chunk and are added when the
// workspace first loads: as CSS files Vite would count them in the sign-in screen's budget (decision 0007).
import datesCss from '@mantine/dates/styles.css?inline';
import dropzoneCss from '@mantine/dropzone/styles.css?inline';

export function addWorkspaceStyles(): void {
  if (typeof document === 'undefined' || document.querySelector('style[data-auditor-workspace]')) return;
  const style = document.createElement('style');
  style.dataset.auditorWorkspace = '';
  style.textContent = `${datesCss}\n${dropzoneCss}`;
  document.head.append(style);
}
