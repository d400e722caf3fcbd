// GET /api/admin/certificates and /ids: one page of the certificates, and every matching id for
// 'select every matching row', filtered and sorted on the server (docs/roles/admin-light.md, 'Certificates').
import type {
  CertificateFilters,
  CertificateIds,
  CertificateList,
  CertificatesQuery,
} from '../../../../domain/certificates.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const getCertificateIds = (filters: CertificateFilters) =>
  apiFetch<CertificateIds>(withQuery(apiPaths.adminCertificateIds(), filters));

/** Every page, filter and sort of the list: what an upload or a delete makes stale. */
export const certificatesKey = () => ['admin', 'certificates'] as const;

export const certificatesQuery = getListQuery<CertificateList, CertificatesQuery>(
  apiPaths.adminCertificates,
  () => [...certificatesKey(), 'list'],
);

export const useCertificates = keptListHook(certificatesQuery);
