// The leads' drawer and dialogs, one chunk loaded when the first of them opens (leads-page.tsx). One
// chunk, not three: the drawer and the new lead's form share the lead's changes (api/change-lead.ts), and
// split apart that module would be shared by two chunks and moved into the app's shared chunk, which every
// signed-in screen loads, with the list's own code and zod behind it (vite.config.ts, decision 0020).
export { LeadDetailDrawer } from './lead-detail-drawer.tsx';
export { LeadImportDialog } from './lead-import-dialog.tsx';
export { NewLeadDialog } from './new-lead-dialog.tsx';
