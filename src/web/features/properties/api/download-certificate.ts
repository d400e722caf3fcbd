// GET /api/properties/{id}/certificate: the certificate file, through the server's ownership check.
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const downloadCertificate = (propertyId: string) =>
  downloadFile(apiPaths.certificateFile(propertyId), { fallbackName: 'energetikai-tanusitvany.pdf' });

export const useDownloadCertificate = (propertyId: string) =>
  useMutation({ mutationFn: () => downloadCertificate(propertyId), meta: { handlesError: true } });
