// The auditor list's filters, sort and page live in the address bar (/auditors?county=…&sort=…).
import { AUDITOR_SORTS, type AdminAuditorsQuery } from '../../../domain/admin.ts';
import { COUNTIES, type County } from '../../../domain/counties.ts';
import { ONBOARDING_STATUSES, type OnboardingStatus } from '../../../domain/statuses.ts';
import {
  nextSort,
  readEnum,
  readIsoDay,
  readPageSize,
  readPositiveInt,
  readText,
  writeListState,
  type SortDirection,
} from '../../lib/list-state.ts';

export type AuditorSort = (typeof AUDITOR_SORTS)[number];
export const ONBOARDING_FILTERS = ['all', ...ONBOARDING_STATUSES] as const;
export const ACTIVITY_FILTERS = ['all', 'active', 'inactive'] as const;
export const COUNTY_FILTERS = ['all', ...COUNTIES] as const;

export interface AuditorListState {
  search: string;
  onboardingStatus: 'all' | OnboardingStatus;
  activity: (typeof ACTIVITY_FILTERS)[number];
  county: 'all' | County;
  /** YYYY-MM-DD, whole Budapest days on the registration date. */
  dateFrom: string;
  dateTo: string;
  sort: AuditorSort;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

/** docs/roles/portal-admin.md, 'Auditors': by name, ascending. */
export const DEFAULT_AUDITOR_LIST_STATE: AuditorListState = {
  search: '',
  onboardingStatus: 'all',
  activity: 'all',
  county: 'all',
  dateFrom: '',
  dateTo: '',
  sort: 'name',
  direction: 'asc',
  page: 1,
  pageSize: 25,
};

const DEFAULTS = DEFAULT_AUDITOR_LIST_STATE;

export function parseAuditorListState(params: URLSearchParams): AuditorListState {
  return {
    search: readText(params.get('search'), 100),
    onboardingStatus: readEnum(ONBOARDING_FILTERS, params.get('onboardingStatus'), DEFAULTS.onboardingStatus),
    activity: readEnum(ACTIVITY_FILTERS, params.get('activity'), DEFAULTS.activity),
    county: readEnum(COUNTY_FILTERS, params.get('county'), DEFAULTS.county),
    dateFrom: readIsoDay(params.get('dateFrom')),
    dateTo: readIsoDay(params.get('dateTo')),
    sort: readEnum(AUDITOR_SORTS, params.get('sort'), DEFAULTS.sort),
    direction: readEnum(['asc', 'desc'] as const, params.get('direction'), DEFAULTS.direction),
    page: readPositiveInt(params.get('page'), DEFAULTS.page),
    pageSize: readPageSize(params.get('pageSize'), DEFAULTS.pageSize),
  };
}

export const auditorListSearchParams = (state: AuditorListState) => writeListState(state, DEFAULTS);

export type AuditorFilterChange = Partial<
  Pick<AuditorListState, 'search' | 'onboardingStatus' | 'activity' | 'county' | 'dateFrom' | 'dateTo'>
>;

export const withAuditorFilters = (
  state: AuditorListState,
  change: AuditorFilterChange,
): AuditorListState => ({
  ...state,
  ...change,
  page: 1,
});

/**
 * Counts, capacity, ratings and dates start from the largest and newest; names from A, the onboarding
 * from its first step.
 */
export function toggleAuditorSort(state: AuditorListState, column: AuditorSort): AuditorListState {
  const first = column === 'name' || column === 'onboardingStatus' ? 'asc' : 'desc';
  return { ...state, ...nextSort(state, column, first), page: 1 };
}

export const hasAuditorFilters = (state: AuditorListState) =>
  state.search.trim() !== '' ||
  state.onboardingStatus !== 'all' ||
  state.activity !== 'all' ||
  state.county !== 'all' ||
  state.dateFrom !== '' ||
  state.dateTo !== '';

export const clearAuditorFilters = (state: AuditorListState): AuditorListState =>
  withAuditorFilters(state, {
    search: '',
    onboardingStatus: 'all',
    activity: 'all',
    county: 'all',
    dateFrom: '',
    dateTo: '',
  });

export function toAuditorListQuery(state: AuditorListState): AdminAuditorsQuery {
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    onboardingStatus: state.onboardingStatus,
    activity: state.activity,
    county: state.county,
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { dateTo: state.dateTo } : {}),
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    pageSize: state.pageSize,
  };
}
