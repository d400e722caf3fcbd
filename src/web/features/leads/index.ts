// The lead list's public entry (docs/architecture.md, 'Feature walls'): the list's first request, which the
// server announces with the page (server/platform/web-preload.ts).
export { leadList, toLeadsQuery } from './leads-query.ts';
