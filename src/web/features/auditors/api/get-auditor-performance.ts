// GET /api/admin/auditors/{id}/performance: clients, completions, fees by month and ratings
// (docs/roles/portal-admin.md, 'Auditor detail').
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditorPerformance } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export const getAuditorPerformance = (auditorId: string, signal?: AbortSignal) =>
  apiFetch<AuditorPerformance>(apiPaths.adminAuditorPerformance(auditorId), signal ? { signal } : {});

export const auditorPerformanceQuery = (auditorId: string) =>
  queryOptions({
    queryKey: [...adminAuditorsKey(), 'performance', auditorId],
    queryFn: ({ signal }) => getAuditorPerformance(auditorId, signal),
  });

export const useAuditorPerformance = (auditorId: string) => useQuery(auditorPerformanceQuery(auditorId));
