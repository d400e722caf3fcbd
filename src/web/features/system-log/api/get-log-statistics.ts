// GET /api/admin/logs/statistics: the ten statistics for the range and the event type
// (docs/roles/admin-light.md, 'System log').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SystemLogStatistics, SystemLogStatisticsQuery } from '../../../../domain/system-log.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { systemLogKey } from './get-system-log.ts';

export const logStatisticsQuery = getQuery<SystemLogStatistics, [query: SystemLogStatisticsQuery]>(
  (query) => withQuery(apiPaths.systemLogStatistics(), query),
  (query) => [...systemLogKey(), 'statistics', query],
);

export const useLogStatistics = (query: SystemLogStatisticsQuery) =>
  useQuery({ ...logStatisticsQuery(query), placeholderData: keepPreviousData });
