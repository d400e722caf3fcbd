// The bank's report's public entry: the demo data's test reads the report as the bank sees it
// (docs/architecture.md, 'Feature walls').
export { bankReport } from './service.ts';
