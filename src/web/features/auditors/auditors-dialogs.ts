// The auditor list's dialogs, one chunk that downloads when the first of them opens (decision 0022): their
// forms bring zod, which the list itself does not need.
export { AuditorEditDialog } from './auditor-edit-dialog.tsx';
export { AuditorWizardDialog } from './auditor-wizard.tsx';
