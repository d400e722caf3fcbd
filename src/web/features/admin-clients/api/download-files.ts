// GET /api/properties/{id}/certificate and /api/documents/{id}: a client's files, through the server's
// staff check; the preview opens apiPaths.certificatePreview in the browser's own viewer.
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const useDownloadCertificate = (propertyId: string) =>
  useMutation({
    mutationFn: (fallbackName: string) =>
      downloadFile(apiPaths.certificateFile(propertyId), { fallbackName }),
    meta: { handlesError: true },
  });

export const useDownloadDocument = () =>
  useMutation({
    mutationFn: (document: { id: string; name: string }) =>
      downloadFile(apiPaths.documentFile(document.id), { fallbackName: document.name }),
    meta: { handlesError: true },
  });
