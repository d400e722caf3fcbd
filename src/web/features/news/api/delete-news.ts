// DELETE /api/admin/news/:id: the news goes, with every reader's read flag.
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';
import { newsKey } from './get-admin-news.ts';

export const deleteNews = (id: string) =>
  apiFetch<undefined>(apiPaths.adminNewsItem(id), { method: 'DELETE' });

export const useDeleteNews = () => useRefreshingMutation(deleteNews, newsKey(), 'onSuccess');
