// The lead list's search, filters, sort, page and open lead live in the address bar
// (/leads?status=new&sort=name&lead=…), so a reload or a shared link shows the same screen.
import {
  LEAD_SORTS,
  LEAD_SOURCE_FILTERS,
  LEAD_STATUS_FILTERS,
  type LeadSort,
  type LeadsQuery,
} from '../../../domain/leads.ts';
import {
  nextSort,
  readEnum,
  readPageSize,
  readPositiveInt,
  readText,
  writeListState,
  type SortDirection,
} from '../../lib/list-state.ts';

export interface LeadListState {
  search: string;
  status: (typeof LEAD_STATUS_FILTERS)[number];
  source: (typeof LEAD_SOURCE_FILTERS)[number];
  sort: LeadSort;
  direction: SortDirection;
  page: number;
  pageSize: number;
  /** The lead open in the detail drawer ('' for none). */
  lead: string;
}

/** Newest lead first, 25 a page. */
export const DEFAULT_LEAD_LIST_STATE: LeadListState = {
  search: '',
  status: 'all',
  source: 'all',
  sort: 'registrationDate',
  direction: 'desc',
  page: 1,
  pageSize: 25,
  lead: '',
};
const DEFAULTS = DEFAULT_LEAD_LIST_STATE;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseLeadListState(params: URLSearchParams): LeadListState {
  const lead = params.get('lead') ?? '';
  return {
    search: readText(params.get('search'), 100),
    status: readEnum(LEAD_STATUS_FILTERS, params.get('status'), DEFAULTS.status),
    source: readEnum(LEAD_SOURCE_FILTERS, params.get('source'), DEFAULTS.source),
    sort: readEnum(LEAD_SORTS, params.get('sort'), DEFAULTS.sort),
    direction: readEnum(['asc', 'desc'] as const, params.get('direction'), DEFAULTS.direction),
    page: readPositiveInt(params.get('page'), DEFAULTS.page),
    pageSize: readPageSize(params.get('pageSize'), DEFAULTS.pageSize),
    lead: UUID.test(lead) ? lead : '',
  };
}

export const leadListSearchParams = (state: LeadListState) => writeListState(state, DEFAULTS);

export function toLeadsQuery(state: LeadListState): LeadsQuery {
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    status: state.status,
    source: state.source,
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** Names and the source start A to Z; dates and the status (furthest along) start with the latest. */
export function toggleLeadSort(state: LeadListState, column: LeadSort): LeadListState {
  const first = column === 'name' || column === 'source' ? 'asc' : 'desc';
  return { ...state, ...nextSort(state, column, first), page: 1 };
}

export const hasLeadFilters = (state: LeadListState) =>
  state.search.trim() !== '' || state.status !== 'all' || state.source !== 'all';
