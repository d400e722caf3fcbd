// The administrators' client list's public entry (docs/architecture.md, 'Feature walls'): the list's first
// request, which the server announces with the page (server/platform/web-preload.ts).
export { DEFAULT_CLIENT_LIST_STATE, toClientListQuery } from './clients-query.ts';
