// The TIG statements' public entry (docs/architecture.md, 'Feature walls'): Admin Light's statement dialog
// on the certificate list, and the calls the bank's own statement dialog makes.
export { useDownloadTigFile } from './api/download-tig-file.ts';
export { useGenerateTigStatement } from './api/generate-tig-statement.ts';
export { useTigPreview } from './api/preview-tig-statement.ts';
export { TigDialog } from './tig-dialog.tsx';
