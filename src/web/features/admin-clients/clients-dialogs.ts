// The client list's dialogs, one chunk that downloads when the first of them opens (decision 0022): the
// sheet's notes and the assignment's forms bring zod, which the list itself does not need.
export { AssignmentDialog, ReassignDialog } from '../assignment/index.ts';
export { ClientSheetDialog } from './client-sheet-dialog.tsx';
