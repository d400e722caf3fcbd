// One GET call as a query (docs/style.md, 'Web data access per call'): every api/ file wrote the same
// fetcher and queryOptions factory around its own path and key, so the shape lives here once and the file
// keeps only what is its own: the answer's type, the path, the key and any option of its own.
import { queryOptions, type QueryKey, type UndefinedInitialDataOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

/** What a call may add to its query besides the key and the fetcher (retry, staleTime, refetchInterval…). */
export type GetQueryExtras<TData> = Omit<
  UndefinedInitialDataOptions<TData, Error, TData, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * The `queryOptions` factory of a GET call: `path` and `key` take the factory's own arguments, the query
 * owns the full key (so `setQueryData` and invalidation use the same one) and the request is cancelled with
 * the query. Usage: `getQuery<LeadList, [query: LeadsQuery]>((query) => withQuery(apiPaths.leads(), query),
 * (query) => [...leadsKey(), 'list', query])`.
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
