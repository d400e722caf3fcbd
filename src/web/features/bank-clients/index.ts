// The bank's client list's public entry (docs/architecture.md, 'Feature walls'): the list's URL state and the
// client detail's query, whose first requests the server announces with the page
// (server/platform/web-preload.ts).
export { bankClientList } from './bank-clients-query.ts';
export { bankClientQuery } from './api/get-bank-client.ts';
