// POST /api/admin/certificates/download: one ZIP of the selection (docs/product.md, 'One ZIP for a bulk
// download'). The server streams it; the answer's headers name the files it could not read, for the
// 'Letöltési hiba' banner (docs/roles/admin-light.md, 'Download').
import { useMutation } from '@tanstack/react-query';
import { BULK_ERROR_COUNT_HEADER, BULK_ERRORS_HEADER } from '../../../../domain/certificates-list.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { fileNameFromContentDisposition, saveBlob, useDownload } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export interface BulkDownloadError {
  fileName: string;
  clientName: string;
  reason: string;
}

export interface BulkDownloadResult {
  fileName: string;
  /** How many files could not be read (the archive lists them all). */
  errorCount: number;
  /** The first of them, with the reason. */
  errors: BulkDownloadError[];
}

function readErrors(response: Response): BulkDownloadError[] {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(response.headers.get(BULK_ERRORS_HEADER) ?? '[]'));
    return Array.isArray(parsed) ? (parsed as BulkDownloadError[]) : [];
  } catch {
    return [];
  }
}

export async function downloadCertificates(ids: string[]): Promise<BulkDownloadResult> {
  let response: Response;
  try {
    response = await fetch(apiPaths.adminCertificatesDownload(), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/zip, application/json' },
      body: JSON.stringify({ ids }),
    });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    let code = 'download_failed';
    let message = NETWORK_ERROR_MESSAGE;
    try {
      const body = (await response.json()) as { error?: { code?: string; message?: string } };
      code = body.error?.code ?? code;
      message = body.error?.message ?? message;
    } catch {
      // not JSON: the generic message
    }
    throw new ApiError(response.status, code, message);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  const fileName =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? 'tanusitvanyok.zip';
  saveBlob(blob, fileName);
  return {
    fileName,
    errorCount: Number(response.headers.get(BULK_ERROR_COUNT_HEADER) ?? 0) || 0,
    errors: readErrors(response),
  };
}

export const useDownloadCertificates = () =>
  useMutation({ mutationFn: downloadCertificates, meta: { handlesError: true } });

/** One certificate through the server's staff check (GET /api/documents/{id}). */
export const useDownloadCertificate = () =>
  useDownload((certificate: { id: string; fileName: string }) => ({
    url: apiPaths.documentFile(certificate.id),
    fallbackName: certificate.fileName,
  }));
