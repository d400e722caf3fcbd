import { formatNumber } from '../../domain/format.ts';

/** A file size as people read it: '1,2 MB', '85 KB'. */
export const formatFileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
