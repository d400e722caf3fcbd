// GET /api/admin/certificates/clients: the upload dialog's client picker, searched on the server by name,
// e-mail or address (docs/roles/admin-light.md, 'Upload for a client').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UploadClients } from '../../../../domain/certificates.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const uploadClientsQuery = getQuery<UploadClients, [search: string]>(
  (search) => withQuery(apiPaths.adminCertificateClients(), { search }),
  (search) => ['admin', 'certificates', 'upload-clients', search],
);

export const useUploadClients = (search: string, enabled: boolean) =>
  useQuery({ ...uploadClientsQuery(search), enabled, placeholderData: keepPreviousData });
