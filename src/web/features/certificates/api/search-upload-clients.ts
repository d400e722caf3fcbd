// GET /api/admin/certificates/clients: the upload dialog's client picker, searched on the server by name,
// e-mail or address (docs/roles/admin-light.md, 'Upload for a client').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadClients } from '../../../../domain/certificates.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const uploadClientsQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'certificates', 'upload-clients', search],
    queryFn: ({ signal }) =>
      apiFetch<UploadClients>(withQuery(apiPaths.adminCertificateClients(), { search }), { signal }),
  });

export const useUploadClients = (search: string, enabled: boolean) =>
  useQuery({ ...uploadClientsQuery(search), enabled, placeholderData: keepPreviousData });
