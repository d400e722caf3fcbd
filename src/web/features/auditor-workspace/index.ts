// The auditor workspace's public entry (docs/architecture.md, 'Feature walls'): the client list's first
// request, which the server announces with the page (server/platform/web-preload.ts).
export { clientsQueryString } from './api/get-auditor-clients.ts';
export { auditorClientList } from './clients-query.ts';
