// The admin client list's filters, sort and page live in the address bar (/clients?status=…&sort=…).
import {
  CLIENT_SORTS,
  CLIENT_STATUS_FILTERS,
  type AdminClientsQuery,
  type ClientSort,
  type ClientStatusFilter,
} from '../../../domain/admin.ts';
import { LIMITS } from '../../../domain/constants.ts';
import { toBudapest } from '../../../domain/time.ts';
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

export { CLIENT_STATUS_FILTERS };

export interface AdminClientListState {
  search: string;
  status: ClientStatusFilter;
  /** YYYY-MM-DD, whole Budapest days on the registration date. */
  dateFrom: string;
  dateTo: string;
  couponCode: string;
  sort: ClientSort;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

/** Newest registration first (docs/roles/portal-admin.md, 'Table'); 25 rows a page. */
export const DEFAULT_CLIENT_LIST_STATE: AdminClientListState = {
  search: '',
  status: 'all',
  dateFrom: '',
  dateTo: '',
  couponCode: '',
  sort: 'registrationDate',
  direction: 'desc',
  page: 1,
  pageSize: 25,
};

const DEFAULTS = DEFAULT_CLIENT_LIST_STATE;

export function parseClientListState(params: URLSearchParams): AdminClientListState {
  return {
    search: readText(params.get('search'), 100),
    status: readEnum(CLIENT_STATUS_FILTERS, params.get('status'), DEFAULTS.status),
    dateFrom: readIsoDay(params.get('dateFrom')),
    dateTo: readIsoDay(params.get('dateTo')),
    couponCode: readText(params.get('couponCode'), LIMITS.couponMax).toUpperCase(),
    sort: readEnum(CLIENT_SORTS, params.get('sort'), DEFAULTS.sort),
    direction: readEnum(['asc', 'desc'] as const, params.get('direction'), DEFAULTS.direction),
    page: readPositiveInt(params.get('page'), DEFAULTS.page),
    pageSize: readPageSize(params.get('pageSize'), DEFAULTS.pageSize),
  };
}

/** The address bar's query string: defaults are left out, so the plain list is /clients. */
export const clientListSearchParams = (state: AdminClientListState) => writeListState(state, DEFAULTS);

export type ClientFilterChange = Partial<
  Pick<AdminClientListState, 'search' | 'status' | 'dateFrom' | 'dateTo' | 'couponCode'>
>;

/** A filter change starts again from the first page. */
export const withClientFilters = (
  state: AdminClientListState,
  change: ClientFilterChange,
): AdminClientListState => ({ ...state, ...change, page: 1 });

/** Dates sort newest first on the first click; names, e-mails and statuses from A. */
export function toggleClientSort(state: AdminClientListState, column: ClientSort): AdminClientListState {
  const first = column === 'registrationDate' || column === 'orderDate' ? 'desc' : 'asc';
  return { ...state, ...nextSort(state, column, first), page: 1 };
}

export const hasClientFilters = (state: AdminClientListState) =>
  state.search.trim() !== '' ||
  state.status !== 'all' ||
  state.dateFrom !== '' ||
  state.dateTo !== '' ||
  state.couponCode.trim() !== '';

export const clearClientFilters = (state: AdminClientListState): AdminClientListState =>
  withClientFilters(state, { search: '', status: 'all', dateFrom: '', dateTo: '', couponCode: '' });

/** The filters the API reads (the list and the filtered export); the server validates them again. */
export function toClientFilterQuery(state: AdminClientListState) {
  const search = state.search.trim();
  const couponCode = state.couponCode.trim();
  return {
    ...(search ? { search } : {}),
    status: state.status,
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { dateTo: state.dateTo } : {}),
    ...(couponCode ? { couponCode } : {}),
    sort: state.sort,
    direction: state.direction,
  } satisfies AdminClientsQuery;
}

/** One page of the list, as the API reads it. */
export const toClientListQuery = (state: AdminClientListState): AdminClientsQuery => ({
  ...toClientFilterQuery(state),
  page: state.page,
  pageSize: state.pageSize,
});

/** docs/roles/portal-admin.md, 'Filters': the period presets beside the registration date range. */
export const PERIOD_PRESETS = [
  { value: 'today', label: 'Ma', days: 1 },
  { value: 'last7', label: 'Utolsó 7 nap', days: 7 },
  { value: 'last30', label: 'Utolsó 30 nap', days: 30 },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['value'];

/** The Budapest calendar day `days` before the one of `now`, as YYYY-MM-DD. */
function budapestDay(now: Date, daysBefore: number): string {
  const { year, month, day } = toBudapest(now);
  return new Date(Date.UTC(year, month - 1, day - daysBefore)).toISOString().slice(0, 10);
}

/** The registration range of a preset: today, or the last 7 or 30 days with today, in Budapest days. */
export function periodRange(preset: PeriodPreset, now: Date): { dateFrom: string; dateTo: string } {
  const { days } = PERIOD_PRESETS.find((p) => p.value === preset)!;
  return { dateFrom: budapestDay(now, days - 1), dateTo: budapestDay(now, 0) };
}

/** Which preset the range is, if any (a range typed by hand may be one too). */
export function activePeriod(
  state: Pick<AdminClientListState, 'dateFrom' | 'dateTo'>,
  now: Date,
): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const range = periodRange(preset.value, now);
      return range.dateFrom === state.dateFrom && range.dateTo === state.dateTo;
    })?.value ?? null
  );
}
