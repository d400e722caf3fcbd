// GET /api/bank/client-activity: the clients' events, a page at a time, newest first
// (docs/roles/bank-staff.md, 'Client activity').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientActivityPage, ClientActivityQuery } from '../../../../domain/client-activity.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const clientActivityKey = () => ['bank', 'client-activity'] as const;

export const clientActivityQuery = getQuery<ClientActivityPage, [query: ClientActivityQuery]>(
  (query) => withQuery(apiPaths.clientActivity(), query),
  (query) => [...clientActivityKey(), 'list', query],
);

export const useClientActivity = (query: ClientActivityQuery) =>
  useQuery({ ...clientActivityQuery(query), placeholderData: keepPreviousData });
