// POST /api/admin/weekly-zips: queues the archive; the server answers at once with the 'generating' row.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeeklyZipItem, WeeklyZipRequest } from '../../../../domain/weekly-zip.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { weeklyZipKey } from './get-weekly-zips.ts';

export const generateWeeklyZip = (request: WeeklyZipRequest) =>
  apiFetch<WeeklyZipItem>(apiPaths.weeklyZips(), { method: 'POST', body: request });

export function useGenerateWeeklyZip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateWeeklyZip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weeklyZipKey() }),
    meta: { handlesError: true },
  });
}
