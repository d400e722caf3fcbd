// The dashboard's order and address dialogs, one chunk loaded when the first of them opens
// (client-dashboard.tsx): with their forms, zod and the address fields they were a third of what a client's
// first visit loaded before the dashboard could paint (decision 0020). One chunk, as the two share the
// address fields.
export { AddressEditDialog } from './address-edit-dialog.tsx';
export { CertificateRequestDialog } from './certificate-request-dialog.tsx';
