// The TIG statements' public entry (docs/architecture.md, 'Feature walls'): the calls that preview, generate
// and download a statement, which Admin Light's dialog on the certificate list and the bank's dialog on its
// client list make.
export { useDownloadTigFile } from './api/download-tig-file.ts';
export { useGenerateTigStatement } from './api/generate-tig-statement.ts';
export { useTigPreview } from './api/preview-tig-statement.ts';
