// GET /api/admin/news: every news item, newest first, with its readers' roles and read count.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminNewsList, NewsQuery } from '../../../../domain/news.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const getAdminNews = (query: NewsQuery, signal?: AbortSignal) =>
  apiFetch<AdminNewsList>(withQuery(apiPaths.adminNews(), query), signal ? { signal } : {});

/** Every news list, the admin's and the readers': what a new, changed or deleted item makes stale. */
export const newsKey = () => ['news'] as const;

export const adminNewsQuery = (query: NewsQuery) =>
  queryOptions({
    queryKey: [...newsKey(), 'admin', query],
    queryFn: ({ signal }) => getAdminNews(query, signal),
  });

export const useAdminNews = (query: NewsQuery) =>
  useQuery({ ...adminNewsQuery(query), placeholderData: keepPreviousData });
