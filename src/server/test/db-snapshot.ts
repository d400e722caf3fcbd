// What the database holds, as one fingerprint per table: a refused request must leave every one unchanged.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Tables that a refused request may legitimately write: a staff session's last use, an API key's last use,
 * the rate-limit counters a refusal counts, and spent CAPTCHA solutions.
 */
const BOOKKEEPING = new Set(['session', 'api_key_uses', 'rate_limit_hits', 'spent_captchas']);

let tableNames: Promise<string[]> | undefined;

/** Every application table's rows, hashed in a stable order (one query). */
export async function snapshotDatabase(db: Db): Promise<Record<string, string>> {
  tableNames ??= db
    .execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
    .then((result) =>
      (result as unknown as { rows: { name: string }[] }).rows
        .map((row) => row.name)
        .filter((name) => !BOOKKEEPING.has(name)),
    );
  const names = await tableNames;
  const parts = names.map(
    (name) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(name)} t`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  return Object.fromEntries(
    (result as unknown as { rows: { name: string; hash: string }[] }).rows.map((row) => [row.name, row.hash]),
  );
}

/**
 * The next transaction id the database will assign. Every write takes one and reading it takes none, so when
 * two readings agree nothing was written in between, and the fingerprint of every table (above, about 6 ms on
 * PGlite) need not be taken. On a PostgreSQL server the ids are shared by all its databases: another test
 * file's write moves the mark too, which costs a fingerprint, never a missed change.
 */
export async function writeMark(db: Db): Promise<string> {
  const result = await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`);
  return (result as unknown as { rows: { mark: string }[] }).rows[0]!.mark;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
