// The system log's filters live in the address bar (/logs?actionType=login&dateFrom=…), like the other
// lists. The screen opens on the last 30 Budapest days; a cleared date is kept as an empty value
// (?dateFrom=), so 'every day' is a state of its own.
import { LOG_DEFAULT_RANGE_DAYS, systemLogListFields } from '../../../domain/system-log-list.ts';
import { budapestIsoDay } from '../../../domain/time.ts';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';
import type { SystemLogFilters } from './api/get-system-log.ts';

/** The dates are YYYY-MM-DD or '' (no bound), whole Budapest days; the cursor and limit are the pager's. */
export type SystemLogState = ListStateOf<typeof systemLogListFields>;

const defaultSystemLogState = (now: Date = new Date()): SystemLogState => ({
  search: '',
  actionType: 'all',
  dateFrom: budapestIsoDay(now, -(LOG_DEFAULT_RANGE_DAYS - 1)),
  dateTo: budapestIsoDay(now),
  direction: 'desc',
});

/** The clear button brings back the whole opening screen, the newest first included. */
export const systemLogList = defineList<SystemLogState>({
  fields: systemLogListFields,
  defaults: () => defaultSystemLogState(),
  filters: ['search', 'actionType', 'dateFrom', 'dateTo', 'direction'],
});

/** The filters the API reads; the server validates them again. */
export const toSystemLogFilters = (state: SystemLogState) => systemLogList.toQuery(state) as SystemLogFilters;
