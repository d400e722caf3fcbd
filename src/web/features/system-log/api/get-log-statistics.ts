// GET /api/admin/logs/statistics: the ten statistics for the range and the event type
// (docs/roles/admin-light.md, 'System log').
import type { SystemLogStatistics, SystemLogStatisticsQuery } from '../../../../domain/system-log.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { systemLogKey } from './get-system-log.ts';

export const logStatisticsQuery = getListQuery<SystemLogStatistics, SystemLogStatisticsQuery>(
  apiPaths.systemLogStatistics,
  () => [...systemLogKey(), 'statistics'],
);

export const useLogStatistics = keptListHook(logStatisticsQuery);
