// GET /api/properties/{id}/certificate: the uploaded certificate, through the server's assignment check.
import { useDownload } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const useDownloadClientCertificate = (propertyId: string) =>
  useDownload((fallbackName: string) => ({ url: apiPaths.certificateFile(propertyId), fallbackName }));
