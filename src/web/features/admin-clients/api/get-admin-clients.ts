// GET /api/admin/clients: one page of the clients, filtered and sorted on the server
// (docs/roles/portal-admin.md, 'Client list').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClientList, AdminClientsQuery } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const getAdminClients = (query: AdminClientsQuery, signal?: AbortSignal) =>
  apiFetch<AdminClientList>(withQuery(apiPaths.adminClients(), query), signal ? { signal } : {});

/** Every page, filter and sort of the list, and every client sheet: what an assignment makes stale. */
export const adminClientsKey = () => ['admin', 'clients'] as const;

export const adminClientsQuery = (query: AdminClientsQuery) =>
  queryOptions({
    queryKey: [...adminClientsKey(), 'list', query],
    queryFn: ({ signal }) => getAdminClients(query, signal),
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useAdminClients = (query: AdminClientsQuery) =>
  useQuery({ ...adminClientsQuery(query), placeholderData: keepPreviousData });
