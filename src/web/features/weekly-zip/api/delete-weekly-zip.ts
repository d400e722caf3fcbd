// DELETE /api/admin/weekly-zips/{id}: the record, then the file.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { weeklyZipKey } from './get-weekly-zips.ts';

export const deleteWeeklyZip = (id: string) =>
  apiFetch<{ fileName: string }>(apiPaths.weeklyZip(id), { method: 'DELETE' });

export function useDeleteWeeklyZip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWeeklyZip,
    onSettled: () => queryClient.invalidateQueries({ queryKey: weeklyZipKey() }),
    meta: { handlesError: true },
  });
}
