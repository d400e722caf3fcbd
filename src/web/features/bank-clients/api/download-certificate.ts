// GET /api/bank/clients/{id}/certificate: the client's certificate, through the server's role check.
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const useDownloadClientCertificate = (clientId: string) =>
  useMutation({
    mutationFn: (fallbackName: string) =>
      downloadFile(apiPaths.bankClientCertificate(clientId), { fallbackName }),
    meta: { handlesError: true },
  });
