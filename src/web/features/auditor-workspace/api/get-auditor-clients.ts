// GET /api/auditor/clients: one page of the auditor's clients, filtered and sorted on the server, with
// the unfiltered counters (docs/roles/auditor.md, 'Client list').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditorClientList, AuditorClientsQuery } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** The query string the server reads; empty and default values are left out. */
export function clientsQueryString(query: AuditorClientsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

export const getAuditorClients = (query: AuditorClientsQuery, signal?: AbortSignal) => {
  const search = clientsQueryString(query);
  return apiFetch<AuditorClientList>(
    search ? `${apiPaths.auditorClients()}?${search}` : apiPaths.auditorClients(),
    signal ? { signal } : {},
  );
};

/** Every page, filter and sort of the list: what a change to one client makes stale. */
export const auditorClientListsKey = () => ['auditor-workspace', 'clients'] as const;

export const auditorClientsQuery = (query: AuditorClientsQuery) =>
  queryOptions({
    queryKey: [...auditorClientListsKey(), query],
    queryFn: ({ signal }) => getAuditorClients(query, signal),
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useAuditorClients = (query: AuditorClientsQuery) =>
  useQuery({ ...auditorClientsQuery(query), placeholderData: keepPreviousData });
