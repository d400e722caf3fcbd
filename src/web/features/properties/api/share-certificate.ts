// POST /api/properties/{id}/certificate/shares: e-mails a signed, expiring download link.
import type { CertificateShare } from '../../../../domain/property.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { refreshProperty } from './property-cache.ts';

export const shareCertificate = (propertyId: string, email: string) =>
  apiFetch<{ share: CertificateShare; message: string }>(apiPaths.certificateShares(propertyId), {
    method: 'POST',
    body: { email },
  });

export const useShareCertificate = (propertyId: string) =>
  useUpdatingMutation(
    (email: string) => shareCertificate(propertyId, email),
    (queryClient) => refreshProperty(queryClient, propertyId),
  );
