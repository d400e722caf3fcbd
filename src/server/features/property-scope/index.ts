// The property scope: a property as each reader may see it, read by several features (docs/architecture.md,
// 'The property scope'). It has no routes of its own.
export { auditorClientColumns, auditorClientRow, getAuditorClient } from './auditor-client.ts';
export { LISTED_CLIENTS, listedClientRow } from './listed-client.ts';
export {
  documentView,
  isCertificateReady,
  loadPropertyWithParts,
  propertyNotFound,
  propertyView,
  shareState,
  type PropertyRow,
} from './view.ts';
