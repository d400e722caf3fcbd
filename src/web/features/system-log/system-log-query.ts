// The system log's filters live in the address bar (/logs?actionType=login&dateFrom=…), like the other
// lists. The screen opens on the last 30 Budapest days; a cleared date is kept as an empty value
// (?dateFrom=), so 'every day' is a state of its own.
import { LOG_DEFAULT_RANGE_DAYS, LOG_TYPE_FILTERS, type LogTypeFilter } from '../../../domain/system-log.ts';
import { startOfBudapestDay, toBudapest } from '../../../domain/time.ts';
import { readEnum, readIsoDay, readText, writeListState, type SortDirection } from '../../lib/list-state.ts';
import type { SystemLogFilters } from './api/get-system-log.ts';

export interface SystemLogState {
  search: string;
  actionType: LogTypeFilter;
  /** YYYY-MM-DD or '' (no bound), whole Budapest days. */
  dateFrom: string;
  dateTo: string;
  direction: SortDirection;
}

/** The Budapest calendar day of an instant, YYYY-MM-DD. */
export function budapestDay(instant: Date): string {
  const local = toBudapest(instant);
  return `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
}

export function defaultSystemLogState(now: Date = new Date()): SystemLogState {
  return {
    search: '',
    actionType: 'all',
    dateFrom: budapestDay(startOfBudapestDay(now, -(LOG_DEFAULT_RANGE_DAYS - 1))),
    dateTo: budapestDay(now),
    direction: 'desc',
  };
}

export function parseSystemLogState(params: URLSearchParams, now: Date = new Date()): SystemLogState {
  const defaults = defaultSystemLogState(now);
  const day = (key: 'dateFrom' | 'dateTo') => (params.has(key) ? readIsoDay(params.get(key)) : defaults[key]);
  return {
    search: readText(params.get('search'), 100),
    actionType: readEnum(LOG_TYPE_FILTERS, params.get('actionType'), defaults.actionType),
    dateFrom: day('dateFrom'),
    dateTo: day('dateTo'),
    direction: readEnum(['asc', 'desc'] as const, params.get('direction'), defaults.direction),
  };
}

/** Only what differs from the defaults goes in the address bar; a cleared date as an empty value. */
export const systemLogSearchParams = (state: SystemLogState, now: Date = new Date()) =>
  writeListState(state, defaultSystemLogState(now));

export const isDefaultSystemLogState = (state: SystemLogState, now: Date = new Date()) =>
  systemLogSearchParams(state, now).size === 0;

/** The filters the API reads; the server validates them again. */
export function toSystemLogFilters(state: SystemLogState): SystemLogFilters {
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    actionType: state.actionType,
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { dateTo: state.dateTo } : {}),
    direction: state.direction,
  };
}
