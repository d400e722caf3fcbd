// GET /api/bank/client-activity: the clients' events, a page at a time, newest first
// (docs/roles/bank-staff.md, 'Client activity').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientActivityPage, ClientActivityQuery } from '../../../../domain/client-activity.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const getClientActivity = (query: ClientActivityQuery, signal?: AbortSignal) =>
  apiFetch<ClientActivityPage>(withQuery(apiPaths.clientActivity(), query), signal ? { signal } : {});

export const clientActivityKey = () => ['bank', 'client-activity'] as const;

export const clientActivityQuery = (query: ClientActivityQuery) =>
  queryOptions({
    queryKey: [...clientActivityKey(), 'list', query],
    queryFn: ({ signal }) => getClientActivity(query, signal),
  });

export const useClientActivity = (query: ClientActivityQuery) =>
  useQuery({ ...clientActivityQuery(query), placeholderData: keepPreviousData });
