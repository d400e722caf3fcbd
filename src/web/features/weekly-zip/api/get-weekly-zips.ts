// GET /api/admin/weekly-zips: the history, newest first; asked again every few seconds only while an
// archive is being written (docs/roles/admin-light.md, 'History').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  WEEKLY_ZIP_POLL_MS,
  type WeeklyZipList,
  type WeeklyZipListQuery,
} from '../../../../domain/weekly-zip.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const getWeeklyZips = (query: WeeklyZipListQuery, signal?: AbortSignal) =>
  apiFetch<WeeklyZipList>(withQuery(apiPaths.weeklyZips(), query), signal ? { signal } : {});

/** Every page of the history: what generating or deleting makes stale. */
export const weeklyZipKey = () => ['weekly-zips'] as const;

export const weeklyZipsQuery = (query: WeeklyZipListQuery) =>
  queryOptions({
    queryKey: [...weeklyZipKey(), 'list', query],
    queryFn: ({ signal }) => getWeeklyZips(query, signal),
    refetchInterval: (current) => (current.state.data?.isGenerating ? WEEKLY_ZIP_POLL_MS : false),
  });

export const useWeeklyZips = (query: WeeklyZipListQuery) =>
  useQuery({ ...weeklyZipsQuery(query), placeholderData: keepPreviousData });
