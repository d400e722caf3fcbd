// GET /api/properties/{id}/certificate: the certificate file, through the server's ownership check.
import { useDownload } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const useDownloadCertificate = (propertyId: string) =>
  useDownload(() => ({
    url: apiPaths.certificateFile(propertyId),
    fallbackName: 'energetikai-tanusitvany.pdf',
  }));
