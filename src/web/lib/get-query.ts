// One GET call as a query (docs/style.md, 'Web data access per call'): every api/ file wrote the same
// fetcher and queryOptions factory around its own path and key, so the shape lives here once and the file
// keeps only what is its own: the answer's type, the path, the key and any option of its own.
import {
  keepPreviousData,
  queryOptions,
  type QueryKey,
  type UndefinedInitialDataOptions,
  useQuery,
} from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { withQuery } from './paths.ts';

/** What a call may add to its query besides the key and the fetcher (retry, staleTime, refetchInterval…). */
export type GetQueryExtras<TData> = Omit<
  UndefinedInitialDataOptions<TData, Error, TData, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * The `queryOptions` factory of a GET call: `path` and `key` take the factory's own arguments, the query
 * owns the full key (so `setQueryData` and invalidation use the same one) and the request is cancelled with
 * the query. Usage: `getQuery<TicketDetail, [id: string]>(apiPaths.supportTicket, (id) => [...supportKey(),
 * 'ticket', id])`.
 */
export function getQuery<TData, TArgs extends unknown[] = []>(
  path: (...args: TArgs) => string,
  key: (...args: TArgs) => QueryKey,
  extras: GetQueryExtras<TData> = {},
) {
  return (...args: TArgs) =>
    queryOptions({
      ...extras,
      queryKey: key(...args),
      queryFn: ({ signal }) => apiFetch<TData>(path(...args), { signal }),
    });
}

/** The values a query string can carry (lib/paths.ts, `withQuery`). */
type QueryStringValues<TQuery> = { [K in keyof TQuery]: string | number | boolean | undefined };

/**
 * A list or search asked with its filters in the query string: the path takes them through `withQuery`
 * and the key is the prefix followed by them. Usage: `getListQuery<LeadList, LeadsQuery>(apiPaths.leads,
 * () => [...leadsKey(), 'list'])`.
 */
export function getListQuery<TData, TQuery extends QueryStringValues<TQuery>>(
  path: () => string,
  keyPrefix: () => QueryKey,
  extras: GetQueryExtras<TData> = {},
) {
  return getQuery<TData, [query: TQuery]>(
    // The constraint holds every value to what withQuery takes; TypeScript does not read a generic
    // object type as one with an index signature.
    (query) => withQuery(path(), query as Record<string, string | number | boolean | undefined>),
    (query) => [...keyPrefix(), query],
    extras,
  );
}

/**
 * The hook of a list's query: the previous page stays on screen while the next one loads, so the table does
 * not jump as a filter or the page changes. Usage: `export const useTickets = keptListHook(ticketsQuery)`.
 */
export function keptListHook<TQuery, TData>(
  query: (value: TQuery) => UndefinedInitialDataOptions<TData, Error, TData, QueryKey>,
) {
  return function useKeptList(value: TQuery) {
    return useQuery({ ...query(value), placeholderData: keepPreviousData });
  };
}
