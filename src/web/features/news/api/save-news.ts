// POST /api/admin/news and PUT /api/admin/news/:id: the portal admin publishes or edits a news item.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsItem, NewsFormValues } from '../../../../domain/news.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { newsKey } from './get-admin-news.ts';

export const saveNews = ({ id, input }: { id: string | null; input: NewsFormValues }) =>
  id === null
    ? apiFetch<AdminNewsItem>(apiPaths.adminNews(), { method: 'POST', body: input })
    : apiFetch<AdminNewsItem>(apiPaths.adminNewsItem(id), { method: 'PUT', body: input });

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKey() }),
    meta: { handlesError: true },
  });
}
