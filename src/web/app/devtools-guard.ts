// docs/product.md, 'Developer-tools blocking': right-click, F12, Ctrl+Shift+I and Ctrl+U are blocked while
// the DEVTOOLS_GUARD setting is on. A deterrent only: the protection is the CSP and the server's checks.
export function installDevtoolsGuard(target: Window = window): () => void {
  const onContextMenu = (event: MouseEvent) => event.preventDefault();
  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key.toLowerCase();
    const ctrl = event.ctrlKey || event.metaKey;
    if (
      event.key === 'F12' ||
      (ctrl && event.shiftKey && key === 'i') ||
      (ctrl && !event.shiftKey && key === 'u')
    ) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  target.addEventListener('contextmenu', onContextMenu);
  target.addEventListener('keydown', onKeyDown, true);
  return () => {
    target.removeEventListener('contextmenu', onContextMenu);
    target.removeEventListener('keydown', onKeyDown, true);
  };
}
