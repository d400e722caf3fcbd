// The certificate files a person may choose (docs/product.md, 'Certificate files'): an auditor a PDF or an
// image (JPEG, PNG, GIF), Admin Light a PDF, JPEG or PNG, at most 10 MB, never empty. The upload dialogs ask
// `chosenFileProblem` before sending; the server reads the bytes and counts the size again.
import { type CERTIFICATE_MIME_TYPES, FILE_MAX_BYTES } from './constants.ts';
import { MESSAGES } from './messages.ts';

export type CertificateMimeType = (typeof CERTIFICATE_MIME_TYPES)[number];

/** The file name endings of each type, for a browser that does not know a file's type. */
const ENDINGS: Record<CertificateMimeType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

/** What a browse dialog and a drop zone accept for `types`: each type with its endings. */
export const acceptedFiles = (types: readonly CertificateMimeType[]): Record<string, string[]> =>
  Object.fromEntries(types.map((type) => [type, [...ENDINGS[type]]]));

const endingOf = (name: string) => /\.[^.]+$/.exec(name)?.[0]?.toLowerCase() ?? '';

/**
 * What is wrong with a chosen file, by its type (or, when the browser does not know the type, by its name's
 * ending) and size; null when nothing is. `typeMessage` names the types the screen takes.
 */
export function chosenFileProblem(
  file: { name: string; type: string; size: number },
  types: readonly CertificateMimeType[],
  typeMessage: string,
): string | null {
  const knownType = (types as readonly string[]).includes(file.type);
  const knownEnding = types.some((type) => ENDINGS[type].includes(endingOf(file.name)));
  if (!(knownType || (file.type === '' && knownEnding))) return typeMessage;
  if (file.size === 0) return MESSAGES.file.empty;
  if (file.size > FILE_MAX_BYTES) return MESSAGES.file.tooLarge;
  return null;
}
