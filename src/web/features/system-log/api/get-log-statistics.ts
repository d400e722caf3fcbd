// GET /api/admin/logs/statistics: the ten statistics for the range and the event type
// (docs/roles/admin-light.md, 'System log').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SystemLogStatistics, SystemLogStatisticsQuery } from '../../../../domain/system-log.ts';
import { getListQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { systemLogKey } from './get-system-log.ts';

export const logStatisticsQuery = getListQuery<SystemLogStatistics, SystemLogStatisticsQuery>(
  apiPaths.systemLogStatistics,
  () => [...systemLogKey(), 'statistics'],
);

export const useLogStatistics = (query: SystemLogStatisticsQuery) =>
  useQuery({ ...logStatisticsQuery(query), placeholderData: keepPreviousData });
