// GET /api/admin/auditors: one page of the auditors, filtered and sorted on the server
// (docs/roles/portal-admin.md, 'Auditors').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminAuditorsQuery, adminAuditorListSchema } from '../../../../domain/admin.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export type AdminAuditorList = z.infer<typeof adminAuditorListSchema>;

export const adminAuditorsQuery = getQuery<AdminAuditorList, [query: AdminAuditorsQuery]>(
  (query) => withQuery(apiPaths.adminAuditors(), query),
  (query) => [...adminAuditorsKey(), 'list', query],
);

export const useAdminAuditors = (query: AdminAuditorsQuery) =>
  useQuery({ ...adminAuditorsQuery(query), placeholderData: keepPreviousData });
