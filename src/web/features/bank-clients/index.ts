// The bank's client list's public entry (docs/architecture.md, 'Feature walls'): the list's URL state, whose
// first request the server announces with the page (server/platform/web-preload.ts).
export { bankClientList } from './bank-clients-query.ts';
