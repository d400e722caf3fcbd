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
