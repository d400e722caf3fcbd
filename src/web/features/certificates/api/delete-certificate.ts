// DELETE /api/admin/certificates/{id}: the record, then the file; the property reopens for upload.
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { certificatesKey } from './get-certificates.ts';

export interface DeleteAnswer {
  fileName: string;
  propertyStatus: string;
  message: string;
}

export const useDeleteCertificate = () =>
  useRefreshingMutation(
    (documentId: string) =>
      apiFetch<DeleteAnswer>(apiPaths.adminCertificate(documentId), { method: 'DELETE' }),
    certificatesKey(),
    'onSettled',
  );
