// GET /api/admin/auditors/{id}: one auditor's profile and details (the edit form, the detail page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuditorDetail } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export const getAdminAuditor = (auditorId: string, signal?: AbortSignal) =>
  apiFetch<AdminAuditorDetail>(apiPaths.adminAuditor(auditorId), signal ? { signal } : {});

export const adminAuditorQuery = (auditorId: string) =>
  queryOptions({
    queryKey: [...adminAuditorsKey(), 'detail', auditorId],
    queryFn: ({ signal }) => getAdminAuditor(auditorId, signal),
  });

export const useAdminAuditor = (auditorId: string) => useQuery(adminAuditorQuery(auditorId));
