// GET /api/admin/clients: one page of the clients, filtered and sorted on the server
// (docs/roles/portal-admin.md, 'Client list').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClientList, AdminClientsQuery } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { adminClientsKey } from '../../../lib/query-keys.ts';

export const getAdminClients = (query: AdminClientsQuery, signal?: AbortSignal) =>
  apiFetch<AdminClientList>(withQuery(apiPaths.adminClients(), query), signal ? { signal } : {});

export const adminClientsQuery = (query: AdminClientsQuery) =>
  queryOptions({
    queryKey: [...adminClientsKey(), 'list', query],
    queryFn: ({ signal }) => getAdminClients(query, signal),
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useAdminClients = (query: AdminClientsQuery) =>
  useQuery({ ...adminClientsQuery(query), placeholderData: keepPreviousData });
