// GET /api/shared-certificates/{token}: what the recipient of a share link sees (no session needed).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedCertificate } from '../../../../domain/property.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const getSharedCertificate = (token: string, signal?: AbortSignal) =>
  apiFetch<SharedCertificate>(apiPaths.sharedCertificate(token), signal ? { signal } : {});

export const sharedCertificateQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared-certificates', token],
    queryFn: ({ signal }) => getSharedCertificate(token, signal),
  });

export const useSharedCertificate = (token: string) => useQuery(sharedCertificateQuery(token));
