// GET /api/admin/auditors/{id}: one auditor's profile and details (the edit form, the detail page).
import { useQuery } from '@tanstack/react-query';
import type { AdminAuditorDetail } from '../../../../domain/admin.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export const adminAuditorQuery = getQuery<AdminAuditorDetail, [auditorId: string]>(
  apiPaths.adminAuditor,
  (auditorId) => [...adminAuditorsKey(), 'detail', auditorId],
);

export const useAdminAuditor = (auditorId: string) => useQuery(adminAuditorQuery(auditorId));
