// Decision 0027: the server paints the signed-in layout's frame before the scripts run
// (src/server/platform/web-frame.ts). The app removes it in the same frame as it paints what replaces it:
// the layout's own header, or a screen without that layout (sign-in, a required set-up, the error screen).
import { useLayoutEffect } from 'react';
import { FRAME_PLACEHOLDER_ID } from '../../domain/layout.ts';

/** Removes the server's frame once `replaced` is true (at once without an argument). */
export function useFramePlaceholderGone(replaced = true): void {
  useLayoutEffect(() => {
    if (replaced) document.getElementById(FRAME_PLACEHOLDER_ID)?.remove();
  }, [replaced]);
}
