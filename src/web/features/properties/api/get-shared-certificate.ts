// GET /api/shared-certificates/{token}: what the recipient of a share link sees (no session needed).
import { useQuery } from '@tanstack/react-query';
import type { SharedCertificate } from '../../../../domain/property.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const sharedCertificateQuery = getQuery<SharedCertificate, [token: string]>(
  apiPaths.sharedCertificate,
  (token) => ['shared-certificates', token],
);

export const useSharedCertificate = (token: string) => useQuery(sharedCertificateQuery(token));
