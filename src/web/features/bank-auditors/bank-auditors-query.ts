// The directory's search, rating filter and page live in the address bar (/auditors?minRating=4).
import {
  BANK_AUDITOR_PAGE_SIZE,
  RATING_FILTERS,
  type BankAuditorsQuery,
  type RatingFilter,
} from '../../../domain/bank-auditors.ts';
import { readEnum, readPositiveInt, readText, writeListState } from '../../lib/list-state.ts';

/** Whole rows of the card grid (1, 2 or 3 columns). */
export const BANK_AUDITOR_PAGE_SIZES = [12, 24, 48] as const;

export interface BankAuditorsState {
  search: string;
  minRating: RatingFilter;
  page: number;
  pageSize: number;
}

export const DEFAULT_BANK_AUDITORS_STATE: BankAuditorsState = {
  search: '',
  minRating: 'all',
  page: 1,
  pageSize: BANK_AUDITOR_PAGE_SIZE,
};

export function parseBankAuditorsState(params: URLSearchParams): BankAuditorsState {
  const size = readPositiveInt(params.get('pageSize'), BANK_AUDITOR_PAGE_SIZE);
  return {
    search: readText(params.get('search'), 100),
    minRating: readEnum(RATING_FILTERS, params.get('minRating'), 'all'),
    page: readPositiveInt(params.get('page'), 1),
    pageSize: (BANK_AUDITOR_PAGE_SIZES as readonly number[]).includes(size) ? size : BANK_AUDITOR_PAGE_SIZE,
  };
}

export const bankAuditorsSearchParams = (state: BankAuditorsState) =>
  writeListState(state, DEFAULT_BANK_AUDITORS_STATE);

export const isFilteredDirectory = (state: BankAuditorsState) =>
  state.search.trim() !== '' || state.minRating !== 'all';

export function toBankAuditorsQuery(state: BankAuditorsState): BankAuditorsQuery {
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    minRating: state.minRating,
    page: state.page,
    pageSize: state.pageSize,
  };
}
