// Every date a person sees or enters is Europe/Budapest local time, on the server too
// (docs/product.md, 'Time').
// Plain arithmetic, so the same code runs in the browser and on a server in any time zone. Budapest's wall
// clock follows the EU's summer-time rule, which the code applies itself for the years it has held
// (1996-2099): a page's first Intl date formatter costs the browser 60-130 ms of main thread to build
// (decision 0028). Instants outside those years go through Intl.
import { TIME_ZONE } from './constants.ts';
import { once } from './once.ts';

export interface LocalDateTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

const HOUR = 3_600_000;
const RULE_YEARS = { first: 1996, last: 2099 };

/** 01:00 UTC on the last Sunday of a month (month 0-11), when the EU's clocks change. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * 24 * HOUR;
}

const partsFormatter = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }),
);

/** Budapest's wall clock as the time-zone database behind Intl gives it. */
export function budapestByIntl(instant: Date): LocalDateTime & { second: number } {
  const parts = Object.fromEntries(
    partsFormatter()
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Budapest's wall clock at `instant`: +2 hours from the last Sunday of March to that of October, else +1. */
export function toBudapest(instant: Date): LocalDateTime & { second: number } {
  const at = instant.getTime();
  if (Number.isNaN(at)) throw new RangeError('Invalid time value');
  const year = instant.getUTCFullYear();
  if (year < RULE_YEARS.first || year > RULE_YEARS.last) return budapestByIntl(instant);
  const summer = at >= lastSundayAtOne(year, 2) && at < lastSundayAtOne(year, 9);
  const local = new Date(at + (summer ? 2 : 1) * HOUR);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The instant at which Budapest's wall clock shows the given local time. */
export function fromBudapest(local: LocalDateTime): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // The offset is +1 or +2 hours; two passes settle it, including on the summer-time change days.
  let guess = asUtc;
  for (let pass = 0; pass < 2; pass++) {
    const shown = toBudapest(new Date(guess));
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    guess += asUtc - shownUtc;
  }
  return new Date(guess);
}

/**
 * A Budapest wall-clock time on the calendar day `days` after `instant`'s Budapest day (demo calls and
 * appointments keep the product's 08:00-18:00 quarter-hour rule: docs/product.md, 'Deadlines and
 * schedules'). Calendar days, so a summer-time change between them does not move the day.
 */
export function budapestTimeOn(instant: Date, days: number, hour: number, minute: number): Date {
  const local = toBudapest(instant);
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day + days));
  return fromBudapest({
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour,
    minute,
  });
}

/** Midnight at the start of the Budapest calendar day that contains `instant`, plus `days`. */
export function startOfBudapestDay(instant: Date, days = 0): Date {
  return budapestTimeOn(instant, days, 0, 0);
}

/** Monday 00:00 of the Budapest week that contains `instant` (weeks start on Monday). */
export function startOfBudapestWeek(instant: Date): Date {
  const local = toBudapest(instant);
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  const daysSinceMonday = (weekday + 6) % 7;
  return startOfBudapestDay(instant, -daysSinceMonday);
}

let lastWeek: { start: number; end: number } | undefined;

/**
 * The Budapest week that contains `instant`: Monday 00:00 to the next Monday 00:00 (167 or 169 hours on
 * the summer-time change weeks). The last answer is kept, as most calls fall in the same week.
 */
export function budapestWeek(instant: Date): { start: Date; end: Date } {
  const at = instant.getTime();
  if (Number.isNaN(at)) throw new RangeError('Invalid date');
  if (!lastWeek || at < lastWeek.start || at >= lastWeek.end) {
    const start = startOfBudapestWeek(instant);
    lastWeek = { start: start.getTime(), end: startOfBudapestDay(start, 7).getTime() };
  }
  return { start: new Date(lastWeek.start), end: new Date(lastWeek.end) };
}

/** A whole-day range from 'YYYY-MM-DD' dates: from the start of `from` to the end of `to` (exclusive). */
export function budapestDayRange(from?: string, to?: string): { from?: Date; toExclusive?: Date } {
  const parse = (value: string) => {
    const [year, month, day] = value.split('-').map(Number);
    return fromBudapest({ year: year ?? 0, month: month ?? 1, day: day ?? 1, hour: 0, minute: 0 });
  };
  return {
    ...(from ? { from: parse(from) } : {}),
    ...(to ? { toExclusive: startOfBudapestDay(parse(to), 1) } : {}),
  };
}

/** 07 (an hour, minute, month or day as dates and times write it) */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A day typed in the Hungarian order as 'YYYY-MM-DD', or null when it is not one or does not exist: the
 * date filters and pickers and the coupon file's expiry take '2026. 05. 03.', '2026.5.3', '2026-05-03' and
 * '2026/05/03' alike.
 */
export function parseTypedDay(value: string): string | null {
  const match = /^\s*(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})\s*\.?\s*$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/**
 * 'YYYY-MM-DD' of the Budapest calendar day of `instant`, `days` later (earlier when negative): what the API,
 * the filters, the coupons' expiry and the file names call a day.
 */
export function budapestIsoDay(instant: Date, days = 0): string {
  const local = toBudapest(instant);
  return new Date(Date.UTC(local.year, local.month - 1, local.day + days)).toISOString().slice(0, 10);
}

/** The Budapest month of an instant, 'YYYY-MM'. */
export function budapestMonth(instant: Date): string {
  return budapestIsoDay(instant).slice(0, 7);
}

/** The month `add` months after 'YYYY-MM' (before it when negative). */
export function shiftMonth(month: string, add: number): string {
  const first = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + add, 1));
  return first.toISOString().slice(0, 7);
}

/** Midnight in Budapest at the start of 'YYYY-MM', or of the month `add` months after it. */
export function startOfBudapestMonth(month: string, add = 0): Date {
  const [year = 0, number = 1] = shiftMonth(month, add).split('-').map(Number);
  return fromBudapest({ year, month: number, day: 1, hour: 0, minute: 0 });
}

/** Whole days between two instants, counted on Budapest calendar days. */
export function budapestDaysBetween(earlier: Date, later: Date): number {
  const a = toBudapest(earlier);
  const b = toBudapest(later);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The whole days a period covers, both ends included: '2026-01-01' to '2026-01-31' is 31. */
export const daysCovered = (dateFrom: string, dateTo: string) => dayNumber(dateTo) - dayNumber(dateFrom) + 1;

/**
 * What is wrong with a period of whole days (YYYY-MM-DD): 'order' when it ends before it starts, 'length'
 * when it covers more than `maxDays`; null when neither. The reports, the weekly ZIP and the system log's
 * filter ask it, on the screen and on the server.
 */
export function periodProblem(
  dateFrom: string,
  dateTo: string,
  maxDays = Infinity,
): 'order' | 'length' | null {
  if (dateFrom > dateTo) return 'order';
  return daysCovered(dateFrom, dateTo) > maxDays ? 'length' : null;
}
