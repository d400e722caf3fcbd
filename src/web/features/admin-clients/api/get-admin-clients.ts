// GET /api/admin/clients: one page of the clients, filtered and sorted on the server
// (docs/roles/portal-admin.md, 'Client list').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminClientList, AdminClientsQuery } from '../../../../domain/admin.ts';
import { getListQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminClientsKey } from '../../../lib/query-keys.ts';

export const adminClientsQuery = getListQuery<AdminClientList, AdminClientsQuery>(
  apiPaths.adminClients,
  () => [...adminClientsKey(), 'list'],
);

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useAdminClients = (query: AdminClientsQuery) =>
  useQuery({ ...adminClientsQuery(query), placeholderData: keepPreviousData });
