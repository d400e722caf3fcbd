// GET /api/client/property: the client's whole dashboard in one answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDashboard } from '../../../../domain/property.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const getClientDashboard = (signal?: AbortSignal) =>
  apiFetch<ClientDashboard>(apiPaths.clientProperty(), signal ? { signal } : {});

export const clientDashboardQuery = () =>
  queryOptions({
    queryKey: ['properties', 'client-dashboard'],
    queryFn: ({ signal }) => getClientDashboard(signal),
  });

export const useClientDashboard = () => useQuery(clientDashboardQuery());
