// The lead list's search, filters, sort, page and open lead live in the address bar
// (/leads?status=new&sort=name&lead=…), so a reload or a shared link shows the same screen.
import {
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadsQueryFields,
} from '../../../domain/leads-list.ts';
import type { LeadsQuery } from '../../../domain/leads.ts';
import { isUuid } from '../../../domain/list-query.ts';
import { optionsOf, searchField, selectField, type FilterField } from '../../components/filter-fields.ts';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';

export type LeadListState = ListStateOf<typeof leadsQueryFields> & {
  /** The lead open in the detail drawer ('' for none). */
  lead: string;
};

export const leadList = defineList<LeadListState>({
  fields: leadsQueryFields,
  /** Newest lead first, 25 a page. */
  defaults: {
    search: '',
    status: 'all',
    source: 'all',
    sort: 'registrationDate',
    direction: 'desc',
    page: 1,
    pageSize: 25,
    lead: '',
  },
  filters: ['search', 'status', 'source'],
  // Names and the source start A to Z; dates and the status (furthest along) start with the latest.
  firstDirection: (column) => (column === 'name' || column === 'source' ? 'asc' : 'desc'),
  read: { lead: (raw) => (isUuid(raw) ? raw : undefined) },
});

export const toLeadsQuery = (state: LeadListState) => leadList.toQuery(state) as LeadsQuery;

export const LEAD_FILTER_FIELDS: FilterField<LeadListState>[] = [
  searchField('Név, e-mail, telefon vagy cím', { type: 'text', w: 320 }),
  selectField('status', 'Státusz', optionsOf(LEAD_STATUSES, LEAD_STATUS_LABELS, 'Minden státusz'), {
    w: 200,
  }),
  selectField('source', 'Forrás', optionsOf(LEAD_SOURCES, LEAD_SOURCE_LABELS, 'Minden forrás'), { w: 200 }),
];
