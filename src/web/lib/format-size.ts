import { formatNumber } from '../../domain/format.ts';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/**
 * A file size as people read it, in hu-HU: '1,9 GB' from 1 GB up (a weekly ZIP), '1,2 MB' from 1 MB up,
 * '85 KB' below it (a 50 KB certificate once read '0,00 MB'), and at least '1 KB' for a file that is
 * not empty.
 */
export function formatFileSize(bytes: number): string {
  if (Math.round((bytes / GB) * 10) / 10 >= 1)
    return `${formatNumber(Math.round((bytes / GB) * 10) / 10)} GB`;
  const kilobytes = Math.round(bytes / KB);
  if (bytes >= MB || kilobytes >= KB) return `${formatNumber(Math.round((bytes / MB) * 10) / 10)} MB`;
  return `${formatNumber(bytes > 0 ? Math.max(1, kilobytes) : 0)} KB`;
}
