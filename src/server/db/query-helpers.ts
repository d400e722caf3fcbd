// Small pieces every list query shares: text search, whole-day ranges and dates in answers.
import { gte, lt, type SQL, type SQLWrapper } from 'drizzle-orm';
import { budapestDayRange } from '../../domain/time.ts';

/** A LIKE pattern that finds the text anywhere, with the person's % and _ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conditions for whole Budapest days from `from` to `to` (either may be missing) on a timestamp. */
export function dayRangeConditions(column: SQLWrapper, from?: string, to?: string): SQL[] {
  const range = budapestDayRange(from, to);
  return [
    ...(range.from ? [gte(column, range.from)] : []),
    ...(range.toExclusive ? [lt(column, range.toExclusive)] : []),
  ];
}

export const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * Where a list reads its page from, given the `total` of matching rows. OFFSET walks every index entry
 * before the page (75,000 of them for page 3,000 of 25), so a page past the middle is read in the reverse
 * order from the far end, and the answer's own ORDER BY puts its rows back in order (decision 0009).
 */
export function pageWindow(
  page: number,
  pageSize: number,
  total: number,
): { reverse: boolean; offset: number; limit: number } {
  const offset = (page - 1) * pageSize;
  const fromEnd = total - offset - pageSize;
  if (offset <= Math.max(fromEnd, 0)) return { reverse: false, offset, limit: pageSize };
  return {
    reverse: true,
    offset: Math.max(fromEnd, 0),
    limit: Math.max(0, Math.min(pageSize, total - offset)),
  };
}
