// The certificate list's public entry (docs/architecture.md, 'Feature walls'): the list's first request,
// which the server announces with the page (server/platform/web-preload.ts).
export { certificateList, toCertificateListQuery } from './certificates-query.ts';
