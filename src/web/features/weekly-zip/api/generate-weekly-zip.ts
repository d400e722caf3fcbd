// POST /api/admin/weekly-zips: queues the archive; the server answers at once with the 'generating' row.
import type { WeeklyZipItem, WeeklyZipRequest } from '../../../../domain/weekly-zip.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { weeklyZipKey } from './get-weekly-zips.ts';

export const generateWeeklyZip = (request: WeeklyZipRequest) =>
  apiFetch<WeeklyZipItem>(apiPaths.weeklyZips(), { method: 'POST', body: request });

export const useGenerateWeeklyZip = () =>
  useRefreshingMutation(generateWeeklyZip, weeklyZipKey(), 'onSuccess');
