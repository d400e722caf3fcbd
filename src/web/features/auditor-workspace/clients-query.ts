// The client list's filters, sort and page live in the URL (/clients?status=…&sort=…), so a reload, the
// back button or a shared link shows the same list.
import {
  AUDITOR_STATUS_FILTER_LABELS,
  AUDITOR_STATUS_FILTERS,
  auditorClientsQueryFields,
} from '../../../domain/auditor-clients-list.ts';

import { optionsOf, searchField, selectField, type FilterField } from '../../components/filter-fields.ts';
import { dateRangeField } from '../../components/date-filter-input.tsx';
import { defaultsOf, defineList, type ListStateOf } from '../../lib/list-state.ts';

/** The dates are YYYY-MM-DD, whole Budapest days on the assign date (docs/roles/auditor.md, 'Filters'). */
export type ClientListState = ListStateOf<typeof auditorClientsQueryFields>;

/** Newest first by creation date (docs/roles/auditor.md, 'Table and sorting'); 25 rows a page. */
export const DEFAULT_LIST_STATE = defaultsOf(auditorClientsQueryFields);

/** Every column starts ascending. */
export const auditorClientList = defineList<ClientListState>({
  fields: auditorClientsQueryFields,
  filters: ['search', 'status', 'dateFrom', 'dateTo'],
});

/**
 * docs/roles/auditor.md, 'Filters': free text (client name, e-mail, address), status, the assign-date range
 * and clearing them.
 */
export const CLIENT_FILTER_FIELDS: FilterField<ClientListState>[] = [
  searchField('Név, email, cím', { span: { base: 24, md: 5 } }),
  selectField('status', 'Állapot', optionsOf(AUDITOR_STATUS_FILTERS, AUDITOR_STATUS_FILTER_LABELS), {
    span: { base: 24, xs: 12, md: 4 },
  }),
  dateRangeField('Hozzárendelve ettől', 'Hozzárendelve eddig', { span: { base: 12, md: 5 } }),
];
