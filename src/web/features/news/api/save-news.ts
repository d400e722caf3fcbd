// POST /api/admin/news and PUT /api/admin/news/:id: the portal admin publishes or edits a news item.
import type { AdminNewsItem, NewsFormValues } from '../../../../domain/news.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { newsKey } from './get-admin-news.ts';

export const saveNews = ({ id, input }: { id: string | null; input: NewsFormValues }) =>
  id === null
    ? apiFetch<AdminNewsItem>(apiPaths.adminNews(), { method: 'POST', body: input })
    : apiFetch<AdminNewsItem>(apiPaths.adminNewsItem(id), { method: 'PUT', body: input });

export const useSaveNews = () => useRefreshingMutation(saveNews, newsKey(), 'onSuccess');
