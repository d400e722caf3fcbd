// GET /api/properties/{id}/certificate: the uploaded certificate, through the server's assignment check.
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const downloadClientCertificate = (propertyId: string, fallbackName: string) =>
  downloadFile(apiPaths.certificateFile(propertyId), { fallbackName });

export const useDownloadClientCertificate = (propertyId: string) =>
  useMutation({
    mutationFn: (fallbackName: string) => downloadClientCertificate(propertyId, fallbackName),
    meta: { handlesError: true },
  });
