// The TIG statements' public entry (docs/architecture.md, 'Feature walls'): the calls that preview, generate
// and download a statement, and the dialog's shared parts (the certificates it will hold, the stored
// statement's files), which Admin Light's dialog on the certificate list and the bank's dialog on its client
// list use.
export { useGenerateTigStatement } from './api/generate-tig-statement.ts';
export { useTigPreview } from './api/preview-tig-statement.ts';
export { TigGenerateActions, TigGenerated, TigItemsTable } from './tig-dialog-parts.tsx';
