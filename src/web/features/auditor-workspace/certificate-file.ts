// The upload dialog's own check of a chosen file (docs/rules/validation.md, 'Certificates'). The server
// checks the bytes and the size again; this spares the auditor a 10 MB upload that would be refused.
import { acceptedFiles, chosenFileProblem } from '../../../domain/certificate-files.ts';
import { CERTIFICATE_MIME_TYPES } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { CertificateFileRules } from '../../components/certificate-file-field.tsx';

/** PDF or image by its type (or, when the browser does not know the type, by its name); null when fine. */
export const certificateFileProblem = (file: Pick<File, 'name' | 'type' | 'size'>) =>
  chosenFileProblem(file, CERTIFICATE_MIME_TYPES, MESSAGES.file.auditorType);

/** The auditor's certificate, a PDF or an image (docs/product.md, 'Certificate files'). */
export const AUDITOR_CERTIFICATE_FILE: CertificateFileRules = {
  accept: acceptedFiles(CERTIFICATE_MIME_TYPES),
  problem: certificateFileProblem,
  typeMessage: MESSAGES.file.auditorType,
  hint: 'PDF vagy kép (JPEG, PNG, GIF), max. 10MB',
};
