// DELETE /api/admin/weekly-zips/{id}: the record, then the file.
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { weeklyZipKey } from './get-weekly-zips.ts';

export const deleteWeeklyZip = (id: string) =>
  apiFetch<{ fileName: string }>(apiPaths.weeklyZip(id), { method: 'DELETE' });

export const useDeleteWeeklyZip = () => useRefreshingMutation(deleteWeeklyZip, weeklyZipKey(), 'onSettled');
