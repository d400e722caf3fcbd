// GET /api/admin/news: every news item, newest first, with its readers' roles and read count.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminNewsList, NewsQuery } from '../../../../domain/news.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

/** Every news list, the admin's and the readers': what a new, changed or deleted item makes stale. */
export const newsKey = () => ['news'] as const;

export const adminNewsQuery = getQuery<AdminNewsList, [query: NewsQuery]>(
  (query) => withQuery(apiPaths.adminNews(), query),
  (query) => [...newsKey(), 'admin', query],
);

export const useAdminNews = (query: NewsQuery) =>
  useQuery({ ...adminNewsQuery(query), placeholderData: keepPreviousData });
