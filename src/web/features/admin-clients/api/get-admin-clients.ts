// GET /api/admin/clients: one page of the clients, filtered and sorted on the server
// (docs/roles/portal-admin.md, 'Client list').
import type { AdminClientList, AdminClientsQuery } from '../../../../domain/admin.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminClientsKey } from '../../../lib/query-keys.ts';

export const adminClientsQuery = getListQuery<AdminClientList, AdminClientsQuery>(
  apiPaths.adminClients,
  () => [...adminClientsKey(), 'list'],
);

export const useAdminClients = keptListHook(adminClientsQuery);
