// GET /api/admin/dashboard: the portal admin's counters, counted on the server
// (docs/roles/portal-admin.md, 'Start page').
import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '../../../../domain/admin.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminDashboardKey } from '../../../lib/query-keys.ts';

export const adminDashboardQuery = getQuery<AdminDashboard>(apiPaths.adminDashboard, adminDashboardKey);

export const useAdminDashboard = () => useQuery(adminDashboardQuery());
