// The client list's dialogs, one chunk that downloads when the first of them opens (decision 0022): their
// forms bring zod, the date picker and the drop area, which the list itself does not need.
import { addDropzoneStyles } from '../../lib/dropzone-styles.ts';

export { AppointmentDialog } from './appointment-dialog.tsx';
export { AuditorProfileDialog } from './auditor-profile-dialog.tsx';
export { CallLogDialog } from './call-log-dialog.tsx';
export { CertificateUploadDialog } from './certificate-upload-dialog.tsx';
export { ClientDetailDialog } from './client-detail-dialog.tsx';
export { ContactDialog } from './contact-dialog.tsx';

addDropzoneStyles();
