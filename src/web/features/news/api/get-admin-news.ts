// GET /api/admin/news: every news item, newest first, with its readers' roles and read count.
import type { AdminNewsList, NewsQuery } from '../../../../domain/news.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** Every news list, the admin's and the readers': what a new, changed or deleted item makes stale. */
export const newsKey = () => ['news'] as const;

export const adminNewsQuery = getListQuery<AdminNewsList, NewsQuery>(apiPaths.adminNews, () => [
  ...newsKey(),
  'admin',
]);

export const useAdminNews = keptListHook(adminNewsQuery);
