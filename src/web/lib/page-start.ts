import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Role } from '../../domain/roles.ts';

/**
 * What a screen knows of the page it opens before the app's first render (app/router.tsx, `screensLoaded`):
 * who is signed in and, once the session is known and lets them in, the address's query string and the app's
 * query cache, to ask for the screen's first data with its code. An answer that arrives after the first render
 * re-renders its screen in one task that cannot be sliced (TanStack Query's store updates are synchronous);
 * in the cache by then, it renders with the first render, which yields to the browser (decision 0027, ninth
 * round).
 */
export interface PageStart {
  role: Role | undefined;
  /** Absent before the session is known, and for a visitor held at a set-up (a new password, say). */
  data?: {
    queryClient: QueryClient;
    params: URLSearchParams;
    /** The address's route parameters (a detail screen's id), as the screen's `useParams` reads them. */
    route?: Readonly<Record<string, string | undefined>>;
  };
}

/** What a screen module asks for before the first render (its `firstData` export, app/lazy-screen.tsx). */
export type FirstData = (start: PageStart) => Promise<unknown>[];

/**
 * A list screen's first page, asked for before the first render with the request the screen itself makes
 * from the same address: `toRequest` is the one its hook is called with, so the two share a cache entry.
 */
export function listFirstData<S, R, TData, TKey extends QueryKey>(
  list: { parse: (params: URLSearchParams) => S },
  toRequest: (state: S) => R,
  query: (request: R) => FetchQueryOptions<TData, Error, TData, TKey>,
): FirstData {
  return ({ data }) =>
    data ? [data.queryClient.prefetchQuery(query(toRequest(list.parse(data.params))))] : [];
}

/** A screen's first requests (a dashboard's, a detail's), asked for when the start carries the cache. */
export const cacheFirstData =
  (
    prefetch: (
      queryClient: QueryClient,
      params: URLSearchParams,
      route: Readonly<Record<string, string | undefined>>,
    ) => Promise<unknown>[],
  ): FirstData =>
  ({ data }) =>
    data ? prefetch(data.queryClient, data.params, data.route ?? {}) : [];

/** The first data of a screen's parts together. */
export const allFirstData =
  (...parts: FirstData[]): FirstData =>
  (start) =>
    parts.flatMap((part) => part(start));
