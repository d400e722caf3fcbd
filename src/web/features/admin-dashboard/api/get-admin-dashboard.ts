// GET /api/admin/dashboard: the portal admin's counters, counted on the server
// (docs/roles/portal-admin.md, 'Start page').
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminDashboardKey } from '../../../lib/query-keys.ts';

export const getAdminDashboard = (signal?: AbortSignal) =>
  apiFetch<AdminDashboard>(apiPaths.adminDashboard(), signal ? { signal } : {});

export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: adminDashboardKey(),
    queryFn: ({ signal }) => getAdminDashboard(signal),
  });

export const useAdminDashboard = () => useQuery(adminDashboardQuery());
