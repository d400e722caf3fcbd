// GET /api/auditor/properties/{id}: one assigned client for the detail dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditorClientDetail } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const getAuditorClient = (propertyId: string, signal?: AbortSignal) =>
  apiFetch<AuditorClientDetail>(apiPaths.auditorClient(propertyId), signal ? { signal } : {});

export const auditorClientQuery = (propertyId: string) =>
  queryOptions({
    queryKey: ['auditor-workspace', 'client', propertyId],
    queryFn: ({ signal }) => getAuditorClient(propertyId, signal),
  });

export const useAuditorClient = (propertyId: string) => useQuery(auditorClientQuery(propertyId));
