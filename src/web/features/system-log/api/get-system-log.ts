// GET /api/admin/logs: the system log's events, a page at a time by cursor, for the scrollable list.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SystemLogPage, SystemLogQuery } from '../../../../domain/system-log.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export type SystemLogFilters = Omit<SystemLogQuery, 'cursor' | 'limit'>;

export const getSystemLog = (query: SystemLogQuery, signal?: AbortSignal) =>
  apiFetch<SystemLogPage>(withQuery(apiPaths.systemLog(), query), signal ? { signal } : {});

/** Every page and filter of the log and its statistics: what a download (logged itself) makes stale. */
export const systemLogKey = () => ['admin', 'system-log'] as const;

export const systemLogQuery = (filters: SystemLogFilters) =>
  infiniteQueryOptions({
    queryKey: [...systemLogKey(), 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      getSystemLog({ ...filters, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useSystemLog = (filters: SystemLogFilters) =>
  useInfiniteQuery({ ...systemLogQuery(filters), placeholderData: keepPreviousData });
