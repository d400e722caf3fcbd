// The news feature's public entry (docs/architecture.md, 'Feature walls'): the panel of the latest news on
// the start screens of the roles they are addressed to, and its first request, which the server announces
// with the page (server/platform/web-preload.ts), as is the first request of the portal admin's news.
export { adminNewsQuery } from './api/get-admin-news.ts';
export { readerNewsQuery } from './api/get-news.ts';
export { NEWS_PANEL_QUERY, NewsPanel, newsPanelFirstData, useNewsSettled } from './news-panel.tsx';
