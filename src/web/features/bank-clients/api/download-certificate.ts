// GET /api/bank/clients/{id}/certificate: the client's certificate, through the server's role check.
import { useDownload } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const useDownloadClientCertificate = (clientId: string) =>
  useDownload((fallbackName: string) => ({ url: apiPaths.bankClientCertificate(clientId), fallbackName }));
