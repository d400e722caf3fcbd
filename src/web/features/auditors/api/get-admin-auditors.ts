// GET /api/admin/auditors: one page of the auditors, filtered and sorted on the server
// (docs/roles/portal-admin.md, 'Auditors').
import type { z } from 'zod';
import type { AdminAuditorsQuery, adminAuditorListSchema } from '../../../../domain/admin.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export type AdminAuditorList = z.infer<typeof adminAuditorListSchema>;

export const adminAuditorsQuery = getListQuery<AdminAuditorList, AdminAuditorsQuery>(
  apiPaths.adminAuditors,
  () => [...adminAuditorsKey(), 'list'],
);

export const useAdminAuditors = keptListHook(adminAuditorsQuery);
