// GET /api/admin/weekly-zips: the history, newest first; asked again every few seconds only while an
// archive is being written (docs/roles/admin-light.md, 'History').
import {
  WEEKLY_ZIP_POLL_MS,
  type WeeklyZipList,
  type WeeklyZipListQuery,
} from '../../../../domain/weekly-zip.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** Every page of the history: what generating or deleting makes stale. */
export const weeklyZipKey = () => ['weekly-zips'] as const;

export const weeklyZipsQuery = getListQuery<WeeklyZipList, WeeklyZipListQuery>(
  apiPaths.weeklyZips,
  () => [...weeklyZipKey(), 'list'],
  { refetchInterval: (current) => (current.state.data?.isGenerating ? WEEKLY_ZIP_POLL_MS : false) },
);

export const useWeeklyZips = keptListHook(weeklyZipsQuery);
