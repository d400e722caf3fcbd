// The client activity's filters and page live in the address bar (/clients/logs?group=account&period=7days).
import {
  ACTIVITY_GROUPS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PERIODS,
  type ActivityGroup,
  type ActivityPeriod,
  type ClientActivityQuery,
} from '../../../domain/client-activity.ts';
import { readEnum, readPageSize, readPositiveInt, readText, writeListState } from '../../lib/list-state.ts';

export interface ClientActivityState {
  search: string;
  group: 'all' | ActivityGroup;
  period: ActivityPeriod;
  page: number;
  pageSize: number;
}

export const DEFAULT_ACTIVITY_STATE: ClientActivityState = {
  search: '',
  group: 'all',
  period: 'all',
  page: 1,
  pageSize: ACTIVITY_PAGE_SIZE,
};

export function parseClientActivityState(params: URLSearchParams): ClientActivityState {
  return {
    search: readText(params.get('search'), 100),
    group: readEnum(['all', ...ACTIVITY_GROUPS] as const, params.get('group'), 'all'),
    period: readEnum(ACTIVITY_PERIODS, params.get('period'), 'all'),
    page: readPositiveInt(params.get('page'), 1),
    pageSize: readPageSize(params.get('pageSize'), ACTIVITY_PAGE_SIZE),
  };
}

export const clientActivitySearchParams = (state: ClientActivityState) =>
  writeListState(state, DEFAULT_ACTIVITY_STATE);

export const isFilteredActivity = (state: ClientActivityState) =>
  state.search.trim() !== '' || state.group !== 'all' || state.period !== 'all';

/** The export's filters: the list's, without its page. */
export function toActivityFilters(
  state: ClientActivityState,
): Omit<ClientActivityQuery, 'page' | 'pageSize'> {
  const search = state.search.trim();
  return { ...(search ? { search } : {}), group: state.group, period: state.period };
}
