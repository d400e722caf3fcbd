import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** Free-text filters wait this long after the last keystroke, so typing a name is one request, not ten. */
export const TEXT_FILTER_DEBOUNCE_MS = 300;

/**
 * A text filter that the person types into at once while the list's state (the address bar) follows
 * after a pause. When the state changes without typing (back button, cleared filters), the box follows.
 */
export function useDebouncedText(
  value: string,
  commit: (text: string) => void,
  delayMs: number = TEXT_FILTER_DEBOUNCE_MS,
) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }
  const send = useDebouncedCallback(commit, delayMs);
  return {
    text,
    change: (next: string) => {
      setText(next);
      send(next);
    },
    /** Drops a pending change and empties the box (the caller clears the state). */
    reset: () => {
      send.cancel();
      setText('');
    },
  };
}
