import { useEffect, useRef, useState } from 'react';

/**
 * A button whose action is confirmed in place: pressing it shows the confirm and cancel buttons instead of
 * it, and cancelling shows it again. The pressed button disappears, so keyboard focus moves to its replacement
 * (`confirmButton` when asked, `startButton` when cancelled), not to the page. Nothing moves on the first
 * render (`isConfirming` is null until the first press).
 */
export function useConfirmStep() {
  const [isConfirming, setConfirming] = useState<boolean | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isConfirming === true) confirmButton.current?.focus();
    if (isConfirming === false) startButton.current?.focus();
  }, [isConfirming]);
  return { isConfirming, setConfirming, confirmButton, startButton };
}
