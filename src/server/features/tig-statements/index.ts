// The TIG statements' public entry (docs/architecture.md, 'Feature walls').
export { tigStatementEraser } from './erasure.ts';
export {
  generateTigStatement,
  getTigStatement,
  getTigStatementFile,
  listTigStatements,
  markTigStatementPaid,
} from './service.ts';
