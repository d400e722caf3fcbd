// The bank's client activity's public entry (docs/architecture.md, 'Feature walls'): the list's URL state and
// request, whose first one the server announces with the page (server/platform/web-preload.ts).
export { clientActivityList, toActivityRequest } from './client-activity-query.ts';
