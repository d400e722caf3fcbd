// GET /api/admin/clients/export: every client (ugyfelek_export.xlsx) or the filtered list
// (ugyfelek_riport.xlsx), generated and streamed by the server (spec 02 §9).
import { useMutation } from '@tanstack/react-query';
import type { AdminClientsQuery } from '../../../../domain/admin.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export type ExportRequest =
  { scope: 'all' } | { scope: 'filtered'; filters: Omit<AdminClientsQuery, 'page' | 'pageSize'> };

export function exportClients(request: ExportRequest): Promise<string> {
  if (request.scope === 'all')
    return downloadFile(withQuery(apiPaths.adminClientsExport(), { scope: 'all' }), {
      fallbackName: 'ugyfelek_export.xlsx',
    });
  return downloadFile(withQuery(apiPaths.adminClientsExport(), { scope: 'filtered', ...request.filters }), {
    fallbackName: 'ugyfelek_riport.xlsx',
  });
}

export const useExportClients = () =>
  useMutation({ mutationFn: exportClients, meta: { handlesError: true } });
