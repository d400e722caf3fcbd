// DELETE /api/admin/news/:id: the news goes, with every reader's read flag.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { newsKey } from './get-admin-news.ts';

export const deleteNews = (id: string) =>
  apiFetch<undefined>(apiPaths.adminNewsItem(id), { method: 'DELETE' });

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKey() }),
    meta: { handlesError: true },
  });
}
