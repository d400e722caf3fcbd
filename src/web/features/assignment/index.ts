// The assignment feature's public entry (docs/architecture.md, 'Feature walls'): the dialogs that give a
// waiting client an auditor or move a client to another, opened from the administrators' client list.
export { AssignmentDialog, type AssignmentTarget } from './assignment-dialog.tsx';
export { ReassignDialog, type ReassignTarget } from './reassign-dialog.tsx';
