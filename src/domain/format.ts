// hu-HU formatting in Europe/Budapest time (docs/product.md, 'Time'), shared by the web app, e-mails and
// exports. Written out rather than left to Intl: a page's first Intl formatter, of a date or a number,
// costs the browser 60-130 ms of main thread to build (decision 0028), and every list shows both. The
// output is Intl's, character for character (format.test.ts compares them); what the rules below do not
// cover goes through Intl.
import { LOCALE, TIME_ZONE } from './constants.ts';
import { once } from './once.ts';
import { toBudapest, twoDigits } from './time.ts';

/** An Intl date formatter in Budapest time, made at its first use. */
const intlDates = (options: Intl.DateTimeFormatOptions) =>
  once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options }));
const intlDate = intlDates({ year: 'numeric', month: '2-digit', day: '2-digit' });
const intlLong = intlDates({
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
const intlNumbers = new Map<number, Intl.NumberFormat>();
const intlHuf = once(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'HUF', maximumFractionDigits: 0 }),
);

export const MONTH_NAMES = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
] as const;
const WEEKDAY_NAMES = ['vasárnap', 'hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat'] as const;

/**
 * What a data sheet, a dialog or an e-mail shows for a detail nobody gave ('Telefon: Nincs megadva'),
 * on every role's screen alike.
 */
export const NOT_GIVEN = 'Nincs megadva';
/** An empty cell of a table or a log line, where a sentence would crowd the column. */
export const EMPTY_CELL = '–';
/** Names listed on a data sheet ('Pest, Fejér'), or NOT_GIVEN when there is none. */
export const formatList = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : NOT_GIVEN);

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** The Budapest wall clock of a four-digit year; Intl's year is not padded, so others go through Intl. */
function wallClock(value: Date | string | number) {
  const local = toBudapest(toDate(value));
  return local.year >= 1000 && local.year <= 9999 ? local : undefined;
}

/** How a form asks for a day to be typed: formatDate's order, in Hungarian letters. */
export const DAY_PLACEHOLDER = 'éééé. hh. nn.';
/** 2026. 11. 22. */
export function formatDate(value: Date | string | number): string {
  const local = wallClock(value);
  if (!local) return intlDate().format(toDate(value));
  return `${local.year}. ${twoDigits(local.month)}. ${twoDigits(local.day)}.`;
}
/** A calendar day, 'YYYY-MM-DD', as formatDate writes it: noon UTC is that same day in Budapest. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);
/**
 * 'until' after a date as formatDate, formatDay or formatDateTime wrote it: the suffix takes the place of a
 * day's full stop, as Hungarian writes it ('2026. 03. 20-ig', '2026. 03. 20. 14:30-ig').
 */
export const formatUntil = (written: string) => `${written.replace(/\.$/, '')}-ig`;
/** 14:30 */
export function formatTime(value: Date | string | number): string {
  const local = toBudapest(toDate(value));
  return `${twoDigits(local.hour)}:${twoDigits(local.minute)}`;
}
/** 2026. 11. 22. 14:30 */
export const formatDateTime = (value: Date | string | number) => `${formatDate(value)} ${formatTime(value)}`;
/** 2026. november 22., vasárnap 14:30 */
export function formatLongDateTime(value: Date | string | number): string {
  const local = wallClock(value);
  if (!local) return intlLong().format(toDate(value));
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  return `${local.year}. ${MONTH_NAMES[local.month - 1]} ${local.day}., ${WEEKDAY_NAMES[weekday]} ${formatTime(value)}`;
}
/** 2026. november (a month given as its year and its number, 1-12) */
export const formatMonth = (year: number, month: number) => `${year}. ${MONTH_NAMES[month - 1]}`;

/**
 * A finite number as hu-HU writes it, rounded half away from zero to `fractionDigits`: groups of three
 * from five digits on, split by a no-break space ('1234', '12 345'), a decimal comma, and '-' for a
 * negative value, '-0' included, as Intl writes it. Undefined for what only Intl writes (an exponent).
 */
function huNumber(value: number, fractionDigits: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  // The shortest decimal that reads back as the value, which is what Intl rounds (1.0005 -> 1,001).
  const decimal = String(Math.abs(value));
  if (decimal.includes('e')) return undefined;
  const [whole = '', fraction = ''] = decimal.split('.');
  let digits = whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if ((fraction[fractionDigits] ?? '0') >= '5')
    digits = String(BigInt(digits) + 1n).padStart(digits.length, '0');
  const wholeDigits = digits.slice(0, digits.length - fractionDigits) || '0';
  const kept = digits.slice(digits.length - fractionDigits).replace(/0+$/, '');
  const grouped = wholeDigits.length < 5 ? wholeDigits : wholeDigits.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${kept ? `,${kept}` : ''}`;
}

/** 100 000; 1 234,5 (at most `fractionDigits` after the comma, three unless told) */
export function formatNumber(value: number, fractionDigits = 3): string {
  const written = huNumber(value, fractionDigits);
  if (written !== undefined) return written;
  let intl = intlNumbers.get(fractionDigits);
  if (!intl) {
    intl = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: fractionDigits });
    intlNumbers.set(fractionDigits, intl);
  }
  return intl.format(value);
}
/**
 * A figure to one decimal, half away from zero, as the portal reports averages and distances (4,25 → 4,3);
 * the screens then write it with formatNumber or formatRating (rating.ts).
 */
export const toTenth = (value: number) => Math.round(value * 10) / 10;
/** `part` of `whole` in whole percent, 0 of nothing (a report's share, a progress bar). */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
/** The average of `n` figures that sum to `sum`, to one decimal; null when nothing was counted. */
export const averageToTenth = (sum: number, n: number) => (n > 0 ? toTenth(sum / n) : null);
/** An average in days, as the reports show it: '6,5 nap', or 'Nincs adat' when nothing was counted. */
export const formatDays = (value: number | null) =>
  value === null ? 'Nincs adat' : `${formatNumber(value, 1)} nap`;
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
export function formatHuf(value: number): string {
  const number = huNumber(value, 0);
  return number === undefined ? intlHuf().format(value) : `${number}\u00a0Ft`;
}
/** 85 m², or NOT_GIVEN for an area nobody gave */
export const formatArea = (value: number | null) =>
  value === null ? NOT_GIVEN : `${formatNumber(value)} m²`;
/** 12,4 km (a distance to one decimal, as the pairing screens and suggestions show it) */
export const formatDistance = (km: number) => `${formatNumber(km, 1)} km`;
/** 1 234 db (a count of documents or certificates) */
export const formatPieces = (count: number) => `${formatNumber(count)} db`;
/** 3-5 év (an auditor's experience, a range the profile form offers) */
export const formatExperience = (range: string) => `${range} év`;

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/**
 * A file size as people read it, in hu-HU: '1,9 GB' from 1 GB up (a weekly ZIP), '1,2 MB' from 1 MB up,
 * '85 KB' below it (a 50 KB certificate once read '0,00 MB'), and at least '1 KB' for a file that is
 * not empty.
 */
export function formatFileSize(bytes: number): string {
  if (toTenth(bytes / GB) >= 1) return `${formatNumber(toTenth(bytes / GB))} GB`;
  const kilobytes = Math.round(bytes / KB);
  if (bytes >= MB || kilobytes >= KB) return `${formatNumber(toTenth(bytes / MB))} MB`;
  return `${formatNumber(bytes > 0 ? Math.max(1, kilobytes) : 0)} KB`;
}
