// POST /api/properties/{id}/certificate/shares: e-mails a signed, expiring download link.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificateShare } from '../../../../domain/property.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { refreshProperty } from './property-cache.ts';

export const shareCertificate = (propertyId: string, email: string) =>
  apiFetch<{ share: CertificateShare; message: string }>(apiPaths.certificateShares(propertyId), {
    method: 'POST',
    body: { email },
  });

export function useShareCertificate(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => shareCertificate(propertyId, email),
    onSuccess: () => refreshProperty(queryClient, propertyId),
    meta: { handlesError: true },
  });
}
