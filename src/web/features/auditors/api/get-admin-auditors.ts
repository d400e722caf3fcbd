// GET /api/admin/auditors: one page of the auditors, filtered and sorted on the server
// (docs/roles/portal-admin.md, 'Auditors').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminAuditorsQuery, adminAuditorListSchema } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export type AdminAuditorList = z.infer<typeof adminAuditorListSchema>;

export const getAdminAuditors = (query: AdminAuditorsQuery, signal?: AbortSignal) =>
  apiFetch<AdminAuditorList>(withQuery(apiPaths.adminAuditors(), query), signal ? { signal } : {});

export const adminAuditorsQuery = (query: AdminAuditorsQuery) =>
  queryOptions({
    queryKey: [...adminAuditorsKey(), 'list', query],
    queryFn: ({ signal }) => getAdminAuditors(query, signal),
  });

export const useAdminAuditors = (query: AdminAuditorsQuery) =>
  useQuery({ ...adminAuditorsQuery(query), placeholderData: keepPreviousData });
