// DELETE /api/admin/news/:id: the news goes, with every reader's read flag.
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { newsKey } from './get-admin-news.ts';

export const deleteNews = (id: string) =>
  apiFetch<undefined>(apiPaths.adminNewsItem(id), { method: 'DELETE' });

export const useDeleteNews = () => useRefreshingMutation(deleteNews, newsKey(), 'onSuccess');
