// GET /api/admin/auditors/{id}/performance: clients, completions, fees by month and ratings
// (docs/roles/portal-admin.md, 'Auditor detail').
import { useQuery } from '@tanstack/react-query';
import type { AuditorPerformance } from '../../../../domain/admin.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export const auditorPerformanceQuery = getQuery<AuditorPerformance, [auditorId: string]>(
  apiPaths.adminAuditorPerformance,
  (auditorId) => [...adminAuditorsKey(), 'performance', auditorId],
);

export const useAuditorPerformance = (auditorId: string) => useQuery(auditorPerformanceQuery(auditorId));
