// GET /api/auditor/clients: one page of the auditor's clients, filtered and sorted on the server, with
// the unfiltered counters (docs/roles/auditor.md, 'Client list').
import type { AuditorClientList, AuditorClientsQuery } from '../../../../domain/auditor-workspace.ts';
import { getQuery, keptListHook } from '../../../lib/get-query.ts';
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

/** Every page, filter and sort of the list: what a change to one client makes stale. */
export const auditorClientListsKey = () => ['auditor-workspace', 'clients'] as const;

export const auditorClientsQuery = getQuery<AuditorClientList, [query: AuditorClientsQuery]>(
  (query) => {
    const search = clientsQueryString(query);
    return search ? `${apiPaths.auditorClients()}?${search}` : apiPaths.auditorClients();
  },
  (query) => [...auditorClientListsKey(), query],
);

export const useAuditorClients = keptListHook(auditorClientsQuery);
