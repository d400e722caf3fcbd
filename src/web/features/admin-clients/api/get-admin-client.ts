// GET /api/admin/clients/{id}: the client sheet (docs/roles/portal-admin.md, 'Client sheet').
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClientSheet } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminClientsKey } from '../../../lib/query-keys.ts';

export const getAdminClient = (clientId: string, signal?: AbortSignal) =>
  apiFetch<AdminClientSheet>(apiPaths.adminClient(clientId), signal ? { signal } : {});

export const adminClientQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...adminClientsKey(), 'sheet', clientId],
    queryFn: ({ signal }) => getAdminClient(clientId, signal),
  });

export const useAdminClient = (clientId: string) => useQuery(adminClientQuery(clientId));
