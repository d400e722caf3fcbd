// The signed-in layout's sizes and typeface, which the web app draws and the server's first paint of the
// same frame copies (src/server/platform/web-frame.ts, decision 0027).

/** The app's typeface: the system's own, so no font is downloaded. */
export const APP_FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const HEADER_HEIGHT = 64;
export const MENU_WIDTH = 240;
/** The element the server's frame is painted in, removed when the app paints its own. */
export const FRAME_PLACEHOLDER_ID = 'frame-placeholder';
/** The screen's heading the server paints with the frame (domain/screen-headings.ts), removed when the screen paints. */
export const FRAME_HEADING_ID = 'frame-heading';
/** AppShell's padding around the main area (Mantine's spacing md). */
export const MAIN_PADDING = 16;
