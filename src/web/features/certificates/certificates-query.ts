// The certificate list's filters, sort and page live in the address bar (/certificates?billingStatus=…),
// as the other lists' do.
import type { CertificateFilters, CertificatesQuery } from '../../../domain/certificates.ts';
import { certificatesQueryFields } from '../../../domain/certificates-list.ts';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';

/** The client and auditor names are the advanced filters' own; the dates whole Budapest days of the upload. */
export type CertificateListState = ListStateOf<typeof certificatesQueryFields>;

export const certificateList = defineList<CertificateListState>({
  // From the description's own defaults: newest upload first (docs/roles/admin-light.md, 'Filters and
  // sorting'); 25 rows a page.
  fields: certificatesQueryFields,
  filters: ['search', 'billingStatus', 'clientName', 'auditorName', 'dateFrom', 'dateTo'],
  // Dates sort newest first on the first click; names, addresses and statuses from A.
  firstDirection: (column) => (column === 'uploadedAt' ? 'desc' : 'asc'),
});

/** The filters and sort the API reads (the list and every matching id); the server validates them again. */
export function toCertificateFilterQuery(state: CertificateListState): CertificateFilters {
  const { billingStatus, sort, direction, ...text } = certificateList.toQuery(state, { withPage: false });
  return { billingStatus, sort, direction, ...text };
}

export const toCertificateListQuery = (state: CertificateListState): CertificatesQuery => ({
  ...toCertificateFilterQuery(state),
  page: state.page,
  pageSize: state.pageSize,
});

/** What changes which rows match: the selection of 'every matching row' belongs to these. */
export const filterKey = (state: CertificateListState) =>
  JSON.stringify(toCertificateFilterQuery({ ...state, sort: 'uploadedAt', direction: 'desc' }));
