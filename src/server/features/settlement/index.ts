// Whether a certificate is in a settlement, after which it may no longer be replaced or deleted
// (docs/rules/errors.md, `certificate_settled`).
export { hasSettledCertificate } from './service.ts';
