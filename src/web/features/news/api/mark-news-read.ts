// POST /api/news/:newsId/read: the reader has opened the item (or marked it read).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { newsKey } from './get-admin-news.ts';

export const markNewsRead = (id: string) => apiFetch<undefined>(apiPaths.newsRead(id), { method: 'POST' });

export function useMarkNewsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNewsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKey() }),
  });
}
