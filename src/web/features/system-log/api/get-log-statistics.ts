// GET /api/admin/logs/statistics: the ten statistics for the range and the event type
// (docs/roles/admin-light.md, 'System log').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemLogStatistics, SystemLogStatisticsQuery } from '../../../../domain/system-log.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { systemLogKey } from './get-system-log.ts';

export const logStatisticsQuery = (query: SystemLogStatisticsQuery) =>
  queryOptions({
    queryKey: [...systemLogKey(), 'statistics', query],
    queryFn: ({ signal }) =>
      apiFetch<SystemLogStatistics>(withQuery(apiPaths.systemLogStatistics(), query), { signal }),
  });

export const useLogStatistics = (query: SystemLogStatisticsQuery) =>
  useQuery({ ...logStatisticsQuery(query), placeholderData: keepPreviousData });
