// DELETE /api/properties/{id}/certificate/shares/{shareId}: the link stops working at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { refreshProperty } from './property-cache.ts';

export const revokeCertificateShare = (propertyId: string, shareId: string) =>
  apiFetch<{ message: string }>(apiPaths.certificateShare(propertyId, shareId), { method: 'DELETE' });

export function useRevokeCertificateShare(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => revokeCertificateShare(propertyId, shareId),
    onSuccess: () => refreshProperty(queryClient, propertyId),
    meta: { handlesError: true },
  });
}
