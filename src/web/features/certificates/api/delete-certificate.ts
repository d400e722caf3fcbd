// DELETE /api/admin/certificates/{id}: the record, then the file; the property reopens for upload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { certificatesKey } from './get-certificates.ts';

export interface DeleteAnswer {
  fileName: string;
  propertyStatus: string;
  message: string;
}

export const useDeleteCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      apiFetch<DeleteAnswer>(apiPaths.adminCertificate(documentId), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificatesKey() }),
    meta: { handlesError: true },
  });
};
