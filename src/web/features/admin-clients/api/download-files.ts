// GET /api/properties/{id}/certificate and /api/documents/{id}: a client's files, through the server's
// staff check; the preview opens apiPaths.certificatePreview in the browser's own viewer.
import { useDownload } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const useDownloadCertificate = (propertyId: string) =>
  useDownload((fallbackName: string) => ({ url: apiPaths.certificateFile(propertyId), fallbackName }));

export const useDownloadDocument = () =>
  useDownload((document: { id: string; name: string }) => ({
    url: apiPaths.documentFile(document.id),
    fallbackName: document.name,
  }));
