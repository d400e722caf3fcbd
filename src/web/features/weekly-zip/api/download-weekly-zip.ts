// GET /api/admin/weekly-zips/{id}/download: with the session; from the e-mail's link also with its signed
// expiry, which the server checks (24 hours).
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export interface WeeklyZipDownload {
  id: string;
  fileName: string;
  link?: { expires: string; signature: string };
}

export const downloadWeeklyZip = ({ id, fileName, link }: WeeklyZipDownload) =>
  downloadFile(withQuery(apiPaths.weeklyZipDownload(id), link ?? {}), { fallbackName: fileName });

export const useDownloadWeeklyZip = () =>
  useMutation({ mutationFn: downloadWeeklyZip, meta: { handlesError: true } });
