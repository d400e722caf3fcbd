// The lead list's search, filters, sort, page and open lead live in the address bar
// (/leads?status=new&sort=name&lead=…), so a reload or a shared link shows the same screen.
import {
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadsQuerySchema,
  type LEAD_SOURCE_FILTERS,
  type LEAD_STATUS_FILTERS,
  type LeadSort,
  type LeadsQuery,
} from '../../../domain/leads.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import type { FilterField } from '../../components/filter-bar.tsx';
import { defineList, type SortDirection } from '../../lib/list-state.ts';

export type LeadListState = {
  search: string;
  status: (typeof LEAD_STATUS_FILTERS)[number];
  source: (typeof LEAD_SOURCE_FILTERS)[number];
  sort: LeadSort;
  direction: SortDirection;
  page: number;
  pageSize: number;
  /** The lead open in the detail drawer ('' for none). */
  lead: string;
};

export const leadList = defineList<LeadListState>({
  schema: leadsQuerySchema,
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
  read: { lead: (raw) => (uuidSchema.safeParse(raw).success ? raw : undefined) },
});

export const toLeadsQuery = (state: LeadListState) => leadList.toQuery(state) as LeadsQuery;

export const LEAD_FILTER_FIELDS: FilterField<LeadListState>[] = [
  {
    kind: 'search',
    key: 'search',
    label: 'Keresés',
    placeholder: 'Név, e-mail, telefon vagy cím',
    type: 'text',
    w: 320,
  },
  {
    kind: 'select',
    key: 'status',
    label: 'Státusz',
    options: [
      { value: 'all', label: 'Minden státusz' },
      ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
    ],
    w: 200,
  },
  {
    kind: 'select',
    key: 'source',
    label: 'Forrás',
    options: [
      { value: 'all', label: 'Minden forrás' },
      ...LEAD_SOURCES.map((source) => ({ value: source, label: LEAD_SOURCE_LABELS[source] })),
    ],
    w: 200,
  },
];
