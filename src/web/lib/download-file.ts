// Downloads a file that needs the session cookie (certificates, documents): a plain link cannot carry the
// server's Hungarian refusal, so the file is fetched, and saved through a temporary object URL.
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../domain/messages.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client.ts';

/** How long the browser keeps the object URL after the click; the save dialog reads it asynchronously. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * The file name of a Content-Disposition header: RFC 6266 prefers `filename*` (RFC 5987, e.g.
 * `UTF-8''tan%C3%BAs%C3%ADtv%C3%A1ny.pdf`) over `filename`. Directory parts and control characters are
 * dropped, so a name can never point outside the download folder. Null when there is no usable name.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*"?([^']*)'[^']*'([^";]+)"?/i.exec(header);
  if (extended) {
    const decoded = decodeExtendedValue(extended[1] ?? '', extended[2] ?? '');
    const name = decoded === null ? null : safeFileName(decoded);
    if (name) return name;
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return safeFileName((quoted[1] ?? '').replace(/\\(.)/g, '$1'));
  const token = /(?:^|;)\s*filename\s*=\s*([^";\s]+)/i.exec(header);
  if (token) return safeFileName(token[1] ?? '');
  return null;
}

function decodeExtendedValue(charset: string, value: string): string | null {
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(value);
    // ISO-8859-1 (the only other charset RFC 5987 requires): every %XX is one character.
    return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
}

function safeFileName(name: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base === '' || base === '.' || base === '..' ? null : base;
}

/**
 * The message for a refused download when the server's own message is missing (docs/roles/client.md,
 * 'Certificate download').
 */
export function downloadErrorMessage(status: number): string {
  switch (status) {
    case 401:
      return MESSAGES.download.loginRequired;
    case 403:
      return MESSAGES.download.forbidden;
    case 404:
      return MESSAGES.download.fileNotFound;
    case 409:
      return MESSAGES.download.notReady;
    default:
      return MESSAGES.download.failed;
  }
}

async function refusal(response: Response): Promise<ApiError> {
  let code = 'download_failed';
  let message = downloadErrorMessage(response.status);
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string' && body.error.message !== '') message = body.error.message;
  } catch {
    // not JSON (a proxy's error page): the status decides the message
  }
  return new ApiError(response.status, code, message);
}

/** What a download fetches, and the name the file is saved under when the server sends none. */
export interface DownloadTarget {
  url: string;
  fallbackName: string;
}

/**
 * Fetches `url` with the session cookie and saves the answer under the server's file name (or
 * `fallbackName`). Refusals throw an ApiError with the server's Hungarian message. Resolves with the
 * name the file was saved under.
 */
export async function downloadFile({ url, fallbackName }: DownloadTarget): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await refusal(response);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  const name = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

/** Hands a blob to the browser's download: a temporary `<a download>` on an object URL. */
export function saveBlob(blob: Blob, name: string): void {
  let objectUrl: string | null = null;
  try {
    objectUrl = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } catch {
    throw new ApiError(0, 'download_trigger_failed', MESSAGES.download.triggerFailed);
  } finally {
    const created = objectUrl;
    if (created) setTimeout(() => URL.revokeObjectURL(created), OBJECT_URL_LIFETIME_MS);
  }
}

/**
 * A download as a mutation (every file the screens save): `targetOf` names the file for the variables; the
 * button reads the pending state and the screen shows the refusal itself, in the server's words.
 */
export function useDownload<TVariables = void>(
  targetOf: (variables: TVariables) => DownloadTarget,
  { onSuccess }: { onSuccess?: () => unknown } = {},
) {
  return useMutation({
    mutationFn: (variables: TVariables) => downloadFile(targetOf(variables)),
    onSuccess,
    meta: { handlesError: true },
  });
}
