// Decision 0027: the server paints the signed-in layout's frame before the scripts run
// (src/server/platform/web-frame.ts), and on the screens whose heading stands first, that heading
// (domain/screen-headings.ts). The app removes each in the same frame as it paints what replaces it: the
// frame when the layout's own header paints, or a screen without that layout (sign-in, a required set-up,
// the error screen); the heading when the screen itself paints.
import { useLayoutEffect } from 'react';
import { FRAME_HEADING_ID, FRAME_PLACEHOLDER_ID } from '../../domain/layout.ts';

const remove = (id: string) => document.getElementById(id)?.remove();

/** Removes the server's frame and heading once `replaced` is true (at once without an argument). */
export function useFramePlaceholderGone(replaced = true): void {
  useLayoutEffect(() => {
    if (!replaced) return;
    remove(FRAME_PLACEHOLDER_ID);
    remove(FRAME_HEADING_ID);
  }, [replaced]);
}

/** The signed-in layout's header replaces the frame; the heading stays until the screen paints its own. */
export function useFrameHeaderGone(): void {
  useLayoutEffect(() => remove(FRAME_PLACEHOLDER_ID), []);
}

/**
 * Placed beside the screen inside the layout's Suspense boundary, it commits with the screen (not while the
 * screen's code is still loading) and removes the heading the server painted for it.
 */
export function FrameHeadingGone(): null {
  useLayoutEffect(() => remove(FRAME_HEADING_ID), []);
  return null;
}
