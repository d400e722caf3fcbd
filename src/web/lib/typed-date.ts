import { daysInMonth } from '../../domain/time.ts';

/** How the date filters show a day: '2026. 05. 03.' */
export const DATE_INPUT_FORMAT = 'YYYY. MM. DD.';

/** Typed dates in the Hungarian order: '2026. 05. 03.', '2026.5.3', '2026-05-03'. */
export function parseTypedDate(value: string): string | null {
  const match = /^\s*(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})\s*\.?\s*$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
