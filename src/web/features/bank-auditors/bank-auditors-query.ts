// The directory's search, rating filter and page live in the address bar (/auditors?minRating=4).
import {
  RATING_FILTER_LABELS,
  RATING_FILTERS,
  bankAuditorsQueryFields,
} from '../../../domain/bank-auditors-list.ts';
import type { BankAuditorsQuery } from '../../../domain/bank-auditors.ts';
import { optionsOf, searchField, selectField, type FilterField } from '../../components/filter-fields.ts';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';

/** Whole rows of the card grid (1, 2 or 3 columns). */
export const BANK_AUDITOR_PAGE_SIZES = [12, 24, 48] as const;

export type BankAuditorsState = ListStateOf<typeof bankAuditorsQueryFields>;

export const bankAuditorList = defineList<BankAuditorsState>({
  fields: bankAuditorsQueryFields,
  filters: ['search', 'minRating'],
  pageSizes: BANK_AUDITOR_PAGE_SIZES,
});

export const toBankAuditorsQuery = (state: BankAuditorsState) =>
  bankAuditorList.toQuery(state) as BankAuditorsQuery;

export const DIRECTORY_FILTER_FIELDS: FilterField<BankAuditorsState>[] = [
  searchField('Név vagy email', { span: { base: 24, md: 14 } }),
  selectField('minRating', 'Értékelés', optionsOf(RATING_FILTERS, RATING_FILTER_LABELS), {
    span: { base: 24, sm: 12, md: 6 },
  }),
];
