// GET /api/admin/weekly-zips/{id}/download: with the session; from the e-mail's link also with its signed
// expiry, which the server checks (24 hours).
import { useDownload } from '../../../lib/download-file.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export interface WeeklyZipDownload {
  id: string;
  fileName: string;
  link?: { expires: string; signature: string };
}

export const useDownloadWeeklyZip = () =>
  useDownload(({ id, fileName, link }: WeeklyZipDownload) => ({
    url: withQuery(apiPaths.weeklyZipDownload(id), link ?? {}),
    fallbackName: fileName,
  }));
