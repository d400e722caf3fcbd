// The upload dialog's own check of a chosen file (docs/rules/validation.md, 'Certificates'). The server
// checks the bytes and the size again; this spares the auditor a 10 MB upload that would be refused.
import { CERTIFICATE_EXTENSIONS, CERTIFICATE_MIME_TYPES, FILE_MAX_BYTES } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { CertificateFileRules } from '../../components/certificate-file-field.tsx';
import { formatFileSize } from '../../lib/format-size.ts';

/** What the browse dialog and the drop zone accept: each type with its file name endings. */
export const CERTIFICATE_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** PDF or image by its type (or, when the browser does not know the type, by its name); null when fine. */
export function certificateFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const isKnownType = (CERTIFICATE_MIME_TYPES as readonly string[]).includes(file.type);
  const hasKnownExtension = (CERTIFICATE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!(isKnownType || (file.type === '' && hasKnownExtension))) return MESSAGES.file.auditorType;
  if (file.size === 0) return MESSAGES.file.empty;
  if (file.size > FILE_MAX_BYTES) return MESSAGES.file.tooLarge;
  return null;
}

/** The size in MB; below 1 MB in KB, as everywhere (a small file once read '0,00 MB'). */
export const formatMegabytes = formatFileSize;

/** The auditor's certificate, a PDF or an image (docs/product.md, 'Certificate files'). */
export const AUDITOR_CERTIFICATE_FILE: CertificateFileRules = {
  accept: CERTIFICATE_ACCEPT,
  problem: certificateFileProblem,
  typeMessage: MESSAGES.file.auditorType,
  hint: 'PDF vagy kép (JPEG, PNG, GIF), max. 10MB',
};
