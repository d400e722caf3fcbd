// hu-HU formatting in Europe/Budapest time (docs/product.md, 'Time'), shared by the web app, e-mails and
// exports.
import { LOCALE, TIME_ZONE } from './constants.ts';

const dateFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateTimeFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const timeFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const longDateTimeFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
const numberFormatter = new Intl.NumberFormat(LOCALE);
const hufFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'HUF',
  maximumFractionDigits: 0,
});

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** 2026. 11. 22. */
export const formatDate = (value: Date | string | number) => dateFormatter.format(toDate(value));
/** 2026. 11. 22. 14:30 */
export const formatDateTime = (value: Date | string | number) => dateTimeFormatter.format(toDate(value));
/** 14:30 */
export const formatTime = (value: Date | string | number) => timeFormatter.format(toDate(value));
/** 2026. november 22., vasárnap 14:30 */
export const formatLongDateTime = (value: Date | string | number) =>
  longDateTimeFormatter.format(toDate(value));
/** 100 000 */
export const formatNumber = (value: number) => numberFormatter.format(value);
/** How many match: '1 234', or 'több mint 10 000' when the list counted only up to that (decision 0023). */
export const formatTotal = (total: number, capped = false) =>
  capped ? `több mint ${formatNumber(total)}` : formatNumber(total);
/**
 * A list's count with its noun, as a sentence starts: '12 találat', 'Több mint 10 000 találat', and
 * 'Több mint 10 000 találat (becslés)' when the planner's estimate said so instead of a count.
 */
export function totalLabel(
  total: number,
  capped: boolean | undefined,
  noun: string,
  estimated: boolean | undefined = false,
): string {
  const text = `${formatTotal(total, capped)} ${noun}${estimated ? ' (becslés)' : ''}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
/** 65 000 Ft */
export const formatHuf = (value: number) => hufFormatter.format(value);
/** 85 m² */
export const formatArea = (value: number) => `${numberFormatter.format(value)} m²`;

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
