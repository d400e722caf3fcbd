// GET /api/bank/client-activity/export: the filtered events as .xlsx, saved by the browser.
import { useMutation } from '@tanstack/react-query';
import type { ClientActivityExportQuery } from '../../../../domain/client-activity.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export function useExportClientActivity() {
  return useMutation({
    mutationFn: (filters: ClientActivityExportQuery) =>
      downloadFile(withQuery(apiPaths.clientActivityExport(), filters), {
        fallbackName: 'ugyfeltevekenyseg.xlsx',
      }),
    meta: { handlesError: true },
  });
}
