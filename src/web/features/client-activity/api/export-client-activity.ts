// GET /api/bank/client-activity/export: the filtered events as .xlsx, saved by the browser.
import type { ClientActivityExportQuery } from '../../../../domain/client-activity.ts';
import { useDownload } from '../../../lib/download-file.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const useExportClientActivity = () =>
  useDownload((filters: ClientActivityExportQuery) => ({
    url: withQuery(apiPaths.clientActivityExport(), filters),
    fallbackName: 'ugyfeltevekenyseg.xlsx',
  }));
