// GET /api/admin/logs/download: the filtered log as a .txt file (docs/roles/admin-light.md, 'System log';
// docs/rules/limits.md, 'Exports'), saved by the browser.
import { useQueryClient } from '@tanstack/react-query';
import type { SystemLogDownloadQuery } from '../../../../domain/system-log.ts';
import { useDownload } from '../../../lib/download-file.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { systemLogKey } from './get-system-log.ts';

export function useDownloadSystemLog() {
  const queryClient = useQueryClient();
  return useDownload(
    (filters: SystemLogDownloadQuery) => ({
      url: withQuery(apiPaths.systemLogDownload(), filters),
      fallbackName: 'rendszernaplo.txt',
    }),
    // The download is itself an event of the log.
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: systemLogKey() }) },
  );
}
