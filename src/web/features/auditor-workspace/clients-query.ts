// The client list's filters, sort and page live in the URL (/clients?status=…&sort=…), so a reload, the
// back button or a shared link shows the same list. Only values that differ from the defaults are written.
import {
  AUDITOR_CLIENT_SORTS,
  AUDITOR_STATUS_FILTERS,
  type AuditorClientSort,
  type AuditorStatusFilter,
} from '../../../domain/auditor-workspace.ts';
import { PAGE_SIZES } from '../../../domain/constants.ts';

export type SortDirection = 'asc' | 'desc';

export interface ClientListState {
  search: string;
  status: AuditorStatusFilter;
  /** YYYY-MM-DD, whole Budapest days on the assign date (docs/roles/auditor.md, 'Filters'). */
  dateFrom: string;
  dateTo: string;
  sort: AuditorClientSort;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

/** Newest first by creation date (docs/roles/auditor.md, 'Table and sorting'); 25 rows a page. */
export const DEFAULT_LIST_STATE: ClientListState = {
  search: '',
  status: 'all',
  dateFrom: '',
  dateTo: '',
  sort: 'createdAt',
  direction: 'desc',
  page: 1,
  pageSize: 25,
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/** What the address bar says, with anything unknown or malformed replaced by its default. */
export function parseListState(params: URLSearchParams): ClientListState {
  const dateFrom = params.get('dateFrom') ?? '';
  const dateTo = params.get('dateTo') ?? '';
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    status: oneOf(AUDITOR_STATUS_FILTERS, params.get('status')) ?? DEFAULT_LIST_STATE.status,
    dateFrom: ISO_DAY.test(dateFrom) ? dateFrom : '',
    dateTo: ISO_DAY.test(dateTo) ? dateTo : '',
    sort: oneOf(AUDITOR_CLIENT_SORTS, params.get('sort')) ?? DEFAULT_LIST_STATE.sort,
    direction: oneOf(['asc', 'desc'] as const, params.get('direction')) ?? DEFAULT_LIST_STATE.direction,
    page: positiveInt(params.get('page')) ?? DEFAULT_LIST_STATE.page,
    pageSize:
      pageSize !== undefined && (PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_LIST_STATE.pageSize,
  };
}

/** The address bar's query string for a state: defaults are left out, so the plain list is /clients. */
export function toSearchParams(state: ClientListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_LIST_STATE) as (keyof ClientListState)[]) {
    const value = key === 'search' ? state.search.trim() : state[key];
    if (value !== DEFAULT_LIST_STATE[key]) params.set(key, String(value));
  }
  return params;
}

/** A filter change starts again from the first page. */
export function withFilters(
  state: ClientListState,
  change: Partial<Pick<ClientListState, 'search' | 'status' | 'dateFrom' | 'dateTo'>>,
): ClientListState {
  return { ...state, ...change, page: 1 };
}

/** Clicking the sorted column again reverses it; another column starts ascending. */
export function toggleSort(state: ClientListState, column: AuditorClientSort): ClientListState {
  const direction: SortDirection =
    state.sort === column ? (state.direction === 'asc' ? 'desc' : 'asc') : 'asc';
  return { ...state, sort: column, direction, page: 1 };
}

export const hasFilters = (state: ClientListState) =>
  state.search.trim() !== '' || state.status !== 'all' || state.dateFrom !== '' || state.dateTo !== '';

export const clearFilters = (state: ClientListState): ClientListState =>
  withFilters(state, { search: '', status: 'all', dateFrom: '', dateTo: '' });

/** The API's query for a state (the server validates it again). */
export function toApiQuery(state: ClientListState) {
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    status: state.status,
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { dateTo: state.dateTo } : {}),
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    pageSize: state.pageSize,
  };
}
