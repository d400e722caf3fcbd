// Small pieces every list query shares: text search, whole-day ranges and dates in answers.
import { gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { TIME_ZONE } from '../../domain/constants.ts';
import { budapestDayRange } from '../../domain/time.ts';

/** A LIKE pattern that finds the text anywhere, with the person's % and _ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `text` (lower-cased here) anywhere in `column`, a lower-cased text that a trigram index covers. An e-mail
 * address's domain (bench.example.hu, gmail.com) is in most rows, so the index would merge the long lists
 * of its trigrams for every address searched (50 ms for one address of a million, decision 0023): the index
 * is asked for the part up to the '@' and the whole text is checked on the few rows it finds.
 */
export function containsText(column: SQLWrapper, text: string): SQL {
  const lowered = text.toLowerCase();
  const at = lowered.indexOf('@');
  // At least a trigram before the '@' (and something after it), or the index is asked for the whole text.
  if (at < 3 || at === lowered.length - 1) return sql`${column} like ${likePattern(lowered)}`;
  return sql`(${column} like ${likePattern(lowered.slice(0, at + 1))} and strpos(${column}, ${lowered}) > 0)`;
}

/** Conditions for whole Budapest days from `from` to `to` (either may be missing) on a timestamp. */
export function dayRangeConditions(column: SQLWrapper, from?: string, to?: string): SQL[] {
  const range = budapestDayRange(from, to);
  return [
    ...(range.from ? [gte(column, range.from)] : []),
    ...(range.toExclusive ? [lt(column, range.toExclusive)] : []),
  ];
}

// A timestamp as a Budapest calendar day or month. The zone is a literal: as a parameter, a grouped and the
// selected expression would differ and PostgreSQL would refuse the query.
const inBudapest = (column: SQLWrapper, format: 'YYYY-MM-DD' | 'YYYY-MM') =>
  sql<string>`to_char(${column} at time zone '${sql.raw(TIME_ZONE)}', '${sql.raw(format)}')`;
/** A timestamp's Budapest day, 'YYYY-MM-DD'. */
export const budapestDayOf = (column: SQLWrapper) => inBudapest(column, 'YYYY-MM-DD');
/** A timestamp's Budapest month, 'YYYY-MM': the month a certificate counts in (its upload). */
export const budapestMonthOf = (column: SQLWrapper) => inBudapest(column, 'YYYY-MM');

/**
 * A timestamp to the microsecond, as a keyset cursor carries it: a JS Date keeps only milliseconds, and rows of
 * the same millisecond would be skipped or repeated.
 */
export const exactTimeOf = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

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

export type PageWindow = ReturnType<typeof pageWindow>;

/**
 * How far a list counts its matches before it says "több mint 10 000 találat" (decision 0023): counting a
 * broad match exactly reads every matching row, 0.5-1 s for a name shared by 150,000 clients of a million.
 */
export const COUNT_CAP = 10_000;

/**
 * A list's total: exact, or `capped` when there are more than `total` (= COUNT_CAP) matches; `estimated`
 * when the planner's estimate, not a count, said so.
 */
export interface Counted {
  total: number;
  capped: boolean;
  estimated?: boolean;
}

/**
 * How many rows of `table` match `where`, counted up to `cap` (a list's total, for countedPage). With a
 * free-text search (`search`), the planner's estimate is asked first: a search that matches a large share
 * of the rows costs most to count, every candidate's text checked (60-190 ms for the first 10,000 clients
 * named "Kovács" of a million), and one the planner expects more than `cap` of is answered as capped
 * and estimated without counting ("Több mint 10 000 találat (becslés)", decision 0023, fifth round).
 */
export async function countWhere(
  db: Db,
  table: PgTable,
  where: SQL,
  options: { search?: string | undefined; cap?: number } = {},
): Promise<Counted> {
  return countMatches(
    db,
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .$dynamic(),
    options,
  );
}

/**
 * countWhere for any query's rows (a table joined to another, say): `candidates` selects one per match; or
 * several such queries, each one column of the same key, whose rows together are the matches (a search's
 * halves, each read through its own index: decision 0023), each estimated and counted up to the cap.
 */
export async function countMatches(
  db: Db,
  candidates: PgSelect | readonly PgSelect[],
  { search, cap = COUNT_CAP }: { search?: string | undefined; cap?: number } = {},
): Promise<Counted> {
  const halves = Array.isArray(candidates) ? candidates : [candidates];
  if (search) {
    const expected = await Promise.all(halves.map((half) => plannedRows(db, half)));
    if (Math.max(...expected) > cap) return { total: cap, capped: true, estimated: true };
  }
  // Each select is its own parenthesised query (drizzle wraps an embedded one), so each keeps its limit.
  const matching = sql.join(
    halves.map((half) => half.limit(cap + 1)),
    sql` union `,
  );
  const counted = (await db.execute(
    sql`select count(*)::int as n from (${matching}) as matching`,
  )) as unknown as { rows: { n: number }[] };
  const n = Number(counted.rows[0]?.n ?? 0);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** The rows the planner expects `query` to return (EXPLAIN: planned, not run). */
export async function plannedRows(db: Db, query: SQLWrapper): Promise<number> {
  const answer = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  // node-postgres and PGlite both parse the json column; a driver that did not would hand over its text.
  const value = Object.values(answer.rows[0] ?? {})[0];
  const plans = (typeof value === 'string' ? JSON.parse(value) : value) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return plans[0]?.Plan?.['Plan Rows'] ?? 0;
}

/**
 * A list's page and its total of matching rows, each read once and only when needed. A first page with
 * fewer rows than asked holds every match, so its length is the total and nothing is counted: a narrow
 * search (one e-mail address) or one that finds nothing reads the trigram index once, not twice
 * (decision 0009). Any other page needs the total first, to choose its window (`pageWindow`); a window past
 * the last row reads nothing. A capped total has no far end to read from: its pages are read from the
 * start, up to the cap, and the person narrows the search to see further.
 */
export async function countedPage<T>(
  page: number,
  pageSize: number,
  count: () => Promise<Counted>,
  read: (window: PageWindow) => Promise<T[]>,
): Promise<Counted & { rows: T[] }> {
  if (page === 1) {
    const rows = await read(pageWindow(1, pageSize, pageSize));
    return rows.length < pageSize
      ? { total: rows.length, capped: false, rows }
      : { ...(await count()), rows };
  }
  const counted = await count();
  const window = counted.capped
    ? {
        reverse: false,
        offset: (page - 1) * pageSize,
        limit: Math.max(0, Math.min(pageSize, counted.total - (page - 1) * pageSize)),
      }
    : pageWindow(page, pageSize, counted.total);
  return { ...counted, rows: window.limit === 0 ? [] : await read(window) };
}
