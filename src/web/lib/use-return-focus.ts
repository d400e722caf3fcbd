import { useEffect, useRef } from 'react';

/**
 * For a screen whose rows open dialogs one at a time: the function returned keeps the element that has the
 * focus (the row's button) as a dialog opens, and once `open` is null again the focus goes back to it, if it
 * is still on the page.
 */
export function useReturnFocus(open: unknown): () => void {
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open !== null) return;
    const target = returnFocus.current;
    if (target?.isConnected) target.focus();
  }, [open]);
  return () => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
}
