// Decision 0027: a phone on a slow network waits about three seconds for the scripts before the app paints
// anything. The server knows that a signed-in visitor will see the signed-in layout, so the page it sends
// paints that layout's frame at once: the header with the portal's title (and the menu's column for the
// roles that have one), in the app's own sizes and colours, and on a screen whose heading stands first, that
// heading where the screen will draw it (domain/screen-headings.ts): on a phone it is the screen's largest
// text, so the largest paint comes with the first. The app removes the frame when its real header takes its
// place (AppLayout), the heading when the screen paints, and both when it shows something else instead
// (lib/frame-placeholder.ts).
import { PRODUCT_SUBTITLE, PRODUCT_TITLE } from '../../domain/constants.ts';
import { hasSideMenu, type Role } from '../../domain/roles.ts';
import {
  APP_FONT_FAMILY,
  FRAME_HEADING_ID,
  FRAME_PLACEHOLDER_ID,
  HEADER_HEIGHT,
  MAIN_PADDING,
  MENU_WIDTH,
} from '../../domain/layout.ts';
import type { ScreenHeading } from '../../domain/screen-headings.ts';

// The sizes of AppLayout's header as Mantine draws them: 16 px padding, a 28 px menu button and a 12 px gap
// below 48em, the title 16 px bold (18 px from 48em, with the subtitle in 12 px grey), centred in the
// header's height above its 1 px border.
const STYLES = `#${FRAME_PLACEHOLDER_ID} .h{position:fixed;top:0;left:0;right:0;z-index:100;box-sizing:border-box;height:${HEADER_HEIGHT}px;padding:0 16px;display:flex;align-items:center;gap:12px;background:#fff;border-bottom:1px solid #dee2e6;font-family:${APP_FONT_FAMILY};color:#000}#${FRAME_PLACEHOLDER_ID} .b{flex:none;width:28px;height:28px}#${FRAME_PLACEHOLDER_ID} .h>div{min-width:0}#${FRAME_PLACEHOLDER_ID} .t{margin:0;font-size:16px;line-height:1.35;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}#${FRAME_PLACEHOLDER_ID} .s{display:none;margin:0;font-size:12px;line-height:1.4;color:#495057;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}#${FRAME_PLACEHOLDER_ID} .n{display:none}@media (min-width:48em){#${FRAME_PLACEHOLDER_ID} .b{display:none}#${FRAME_PLACEHOLDER_ID} .t{font-size:18px}#${FRAME_PLACEHOLDER_ID} .s{display:block}#${FRAME_PLACEHOLDER_ID} .n{display:block;position:fixed;top:${HEADER_HEIGHT}px;left:0;bottom:0;width:${MENU_WIDTH}px;box-sizing:border-box;background:#fff;border-right:1px solid #dee2e6}}`;

/**
 * The frame painted before the scripts run, with the side menu's place or without; hidden from assistive
 * technology.
 */
export function framePlaceholder(menu: boolean): string {
  return (
    `<div id="${FRAME_PLACEHOLDER_ID}" aria-hidden="true"><style>${STYLES}</style>` +
    `<div class="h">${menu ? '<span class="b"></span>' : ''}<div><p class="t">${PRODUCT_TITLE}</p><p class="s">${PRODUCT_SUBTITLE}</p></div></div>` +
    `${menu ? '<div class="n"></div>' : ''}</div>`
  );
}

// PageHeader as Mantine draws it: the main area's padding below the header (and right of the menu from
// 48em), the title an h2-sized h1 (26 px bold, line height 1.35), the description 16 px in the dimmed grey
// (the theme makes it gray.7 for contrast) with a line height of 1.55, both ending before the actions that
// keep their place at the row's end. Out of the flow, so its removal moves nothing.
const HEADING = `#${FRAME_HEADING_ID}`;
const headingStyles = (menu: boolean, actionsWidth: number) =>
  `${HEADING}{position:absolute;top:${HEADER_HEIGHT + MAIN_PADDING}px;left:${MAIN_PADDING}px;right:${MAIN_PADDING + actionsWidth}px;font-family:${APP_FONT_FAMILY};color:#000}${HEADING} .t{margin:0;font-size:26px;line-height:1.35;font-weight:700}${HEADING} .d{margin:0;font-size:16px;line-height:1.55;color:#495057}` +
  (menu ? `@media (min-width:48em){${HEADING}{left:${MENU_WIDTH + MAIN_PADDING}px}}` : '');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The screen's heading as PageHeader will draw it, hidden from assistive technology (the screen's is read). */
export function frameHeading(heading: ScreenHeading, menu: boolean): string {
  const width = heading.descriptionWidth ? ` style="max-width:${heading.descriptionWidth}px"` : '';
  return (
    `<div id="${FRAME_HEADING_ID}" aria-hidden="true"><style>${headingStyles(menu, heading.actionsWidth ?? 0)}</style>` +
    `<p class="t">${escapeHtml(heading.title)}</p>` +
    (heading.description ? `<p class="d"${width}>${escapeHtml(heading.description)}</p>` : '') +
    '</div>'
  );
}

/** A stylesheet's link as Vite writes it into index.html's head. */
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * index.html with the frame placed before the app's root, and the app's stylesheets moved from the head to
 * just after the frame. In the head they hold back every paint until they have arrived (the stylesheets were
 * the render-blocking part of a phone's first paint, decision 0027); in the body they hold back only what
 * follows them, so the frame, styled inline, paints first. The app's scripts still run after the
 * stylesheets have arrived (a stylesheet the parser met blocks the scripts), so the app never renders
 * unstyled.
 */
export function withFramePlaceholder(
  html: string,
  menu: boolean,
  heading: ScreenHeading | null = null,
): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return html;
  const stylesheets = (html.match(STYLESHEET_LINK) ?? []).map((link) => link.trim()).join('');
  const frame = `${framePlaceholder(menu)}${heading ? frameHeading(heading, menu) : ''}`;
  return html.replace(STYLESHEET_LINK, '').replace(root, `${frame}${stylesheets}${root}`);
}

/**
 * Whether the layout `visitor` sees first has the side menu: every role's but the client's, and not while
 * an auditor's one screen is the onboarding form.
 */
export function framesMenu(visitor: { role: Role; onboarded: boolean }): boolean {
  return hasSideMenu(visitor.role) && (visitor.role !== 'auditor' || visitor.onboarded);
}
