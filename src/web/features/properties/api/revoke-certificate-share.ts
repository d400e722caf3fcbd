// DELETE /api/properties/{id}/certificate/shares/{shareId}: the link stops working at once.
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { refreshProperty } from './property-cache.ts';

export const revokeCertificateShare = (propertyId: string, shareId: string) =>
  apiFetch<{ message: string }>(apiPaths.certificateShare(propertyId, shareId), { method: 'DELETE' });

export const useRevokeCertificateShare = (propertyId: string) =>
  useUpdatingMutation(
    (shareId: string) => revokeCertificateShare(propertyId, shareId),
    (queryClient) => refreshProperty(queryClient, propertyId),
  );
