// The certificate list's filters, sort and page live in the address bar (/certificates?billingStatus=…),
// as the other lists' do.
import {
  BILLING_STATUS_FILTERS,
  CERTIFICATE_SORTS,
  type BillingStatusFilter,
  type CertificateFilters,
  type CertificateSort,
  type CertificatesQuery,
} from '../../../domain/certificates.ts';
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

export interface CertificateListState {
  search: string;
  billingStatus: BillingStatusFilter;
  /** The advanced filters' own fields. */
  clientName: string;
  auditorName: string;
  /** YYYY-MM-DD, whole Budapest days on the upload date. */
  dateFrom: string;
  dateTo: string;
  sort: CertificateSort;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

/** Newest upload first (docs/roles/admin-light.md, 'Filters and sorting'); 25 rows a page. */
export const DEFAULT_CERTIFICATE_LIST_STATE: CertificateListState = {
  search: '',
  billingStatus: 'all',
  clientName: '',
  auditorName: '',
  dateFrom: '',
  dateTo: '',
  sort: 'uploadedAt',
  direction: 'desc',
  page: 1,
  pageSize: 25,
};

const DEFAULTS = DEFAULT_CERTIFICATE_LIST_STATE;

export function parseCertificateListState(params: URLSearchParams): CertificateListState {
  return {
    search: readText(params.get('search'), 100),
    billingStatus: readEnum(BILLING_STATUS_FILTERS, params.get('billingStatus'), DEFAULTS.billingStatus),
    clientName: readText(params.get('clientName'), 100),
    auditorName: readText(params.get('auditorName'), 100),
    dateFrom: readIsoDay(params.get('dateFrom')),
    dateTo: readIsoDay(params.get('dateTo')),
    sort: readEnum(CERTIFICATE_SORTS, params.get('sort'), DEFAULTS.sort),
    direction: readEnum(['asc', 'desc'] as const, params.get('direction'), DEFAULTS.direction),
    page: readPositiveInt(params.get('page'), DEFAULTS.page),
    pageSize: readPageSize(params.get('pageSize'), DEFAULTS.pageSize),
  };
}

/** The address bar's query string: defaults are left out, so the plain list is /certificates. */
export const certificateListSearchParams = (state: CertificateListState) => writeListState(state, DEFAULTS);

export type CertificateFilterChange = Partial<
  Pick<
    CertificateListState,
    'search' | 'billingStatus' | 'clientName' | 'auditorName' | 'dateFrom' | 'dateTo'
  >
>;

/** A filter change starts again from the first page. */
export const withCertificateFilters = (
  state: CertificateListState,
  change: CertificateFilterChange,
): CertificateListState => ({ ...state, ...change, page: 1 });

/** Dates sort newest first on the first click; names, addresses and statuses from A. */
export function toggleCertificateSort(
  state: CertificateListState,
  column: CertificateSort,
): CertificateListState {
  return { ...state, ...nextSort(state, column, column === 'uploadedAt' ? 'desc' : 'asc'), page: 1 };
}

export const hasCertificateFilters = (state: CertificateListState) =>
  state.search.trim() !== '' ||
  state.billingStatus !== 'all' ||
  state.clientName.trim() !== '' ||
  state.auditorName.trim() !== '' ||
  state.dateFrom !== '' ||
  state.dateTo !== '';

export const clearCertificateFilters = (state: CertificateListState): CertificateListState =>
  withCertificateFilters(state, {
    search: '',
    billingStatus: 'all',
    clientName: '',
    auditorName: '',
    dateFrom: '',
    dateTo: '',
  });

/** The filters and sort the API reads (the list and every matching id); the server validates them again. */
export function toCertificateFilterQuery(state: CertificateListState): CertificateFilters {
  const text = (value: string) => value.trim() || undefined;
  const query: CertificateFilters = {
    billingStatus: state.billingStatus,
    sort: state.sort,
    direction: state.direction,
  };
  const search = text(state.search);
  const clientName = text(state.clientName);
  const auditorName = text(state.auditorName);
  if (search) query.search = search;
  if (clientName) query.clientName = clientName;
  if (auditorName) query.auditorName = auditorName;
  if (state.dateFrom) query.dateFrom = state.dateFrom;
  if (state.dateTo) query.dateTo = state.dateTo;
  return query;
}

export const toCertificateListQuery = (state: CertificateListState): CertificatesQuery => ({
  ...toCertificateFilterQuery(state),
  page: state.page,
  pageSize: state.pageSize,
});

/** What changes which rows match: the selection of 'every matching row' belongs to these. */
export const filterKey = (state: CertificateListState) =>
  JSON.stringify(toCertificateFilterQuery({ ...state, sort: 'uploadedAt', direction: 'desc' }));
