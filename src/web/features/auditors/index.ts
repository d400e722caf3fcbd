// The auditors feature's public entry (docs/architecture.md, 'Feature walls'): the first requests of the
// portal admin's auditor detail, which the server announces with the page (server/platform/web-preload.ts).
export { adminAuditorQuery } from './api/get-admin-auditor.ts';
export { auditorPerformanceQuery } from './api/get-auditor-performance.ts';
