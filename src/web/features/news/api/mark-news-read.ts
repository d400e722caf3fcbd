// POST /api/news/:newsId/read: the reader has opened the item (or marked it read).
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { newsKey } from './get-admin-news.ts';

export const markNewsRead = (id: string) => apiFetch<undefined>(apiPaths.newsRead(id), { method: 'POST' });

export const useMarkNewsRead = () =>
  useRefreshingMutation(markNewsRead, newsKey(), 'onSuccess', { handlesError: false });
