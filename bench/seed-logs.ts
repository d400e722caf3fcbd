// The system log of the benchmark (part `logs`): a million user_logs rows over the last year, written with
// set-based SQL in chunks, from the people of the property seed (seed-properties.ts). The mix follows a
// portal in use: sign-ins and sign-outs most, then appointments, orders, uploads and staff actions; a few
// rows have no user (an erased account's, or a failed sign-in's).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';

export interface LogSeedOptions {
  rows: number;
  /** The rows spread evenly over this many days back from now. */
  days: number;
}

/** Action type, its Hungarian action text, and its share in hundredths. */
const MIX: readonly (readonly [string, string, number])[] = [
  ['login', 'Bejelentkezés', 38],
  ['logout', 'Kijelentkezés', 22],
  ['appointment', 'Időpont egyeztetve', 8],
  ['certificate_order', 'Tanúsítvány igénylés', 6],
  ['certificate_upload', 'Tanúsítvány feltöltve', 6],
  ['profile_update', 'Profil módosítva', 6],
  ['registration', 'Új ügyfél regisztrált', 5],
  ['admin_action', 'Tanúsító hozzárendelve ügyfélhez', 5],
  ['data_export', 'Ügyfél export', 2],
  ['password_change', 'Jelszó megváltoztatva', 2],
];

const CHUNK = 100_000;

export async function seedLogs(db: Db, options: LogSeedOptions): Promise<void> {
  const cycle = MIX.flatMap(([type, action, share]) => Array.from({ length: share }, () => [type, action]));
  const types = `{${cycle.map(([type]) => `"${type}"`).join(',')}}`;
  const actions = `{${cycle.map(([, action]) => `"${action}"`).join(',')}}`;
  const now = new Date().toISOString();
  await db.execute(sql`create temporary table bench_log_users as
    select row_number() over (order by id) - 1 as n, id from profiles`);
  const [counted] = (
    (await db.execute(sql`select count(*)::int as n from bench_log_users`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const users = counted?.n ?? 0;
  if (users === 0) throw new Error('seed the people first');
  // Oldest first, as the app writes them. In a random time order a month's index-only scan (the log's
  // statistics) switched between the visibility map's pages at nearly every row: 246,562 buffers read for
  // 252,145 events at a million clients, against 2,435 once the table was in time order (decision 0023).
  const seconds = options.days * 86_400;
  // The trigram index is built once after the load rather than row by row (three times faster); the same
  // definition as migration 0024's.
  await db.execute(sql`drop index if exists user_logs_search_idx`);
  for (let first = 0; first < options.rows; first += CHUNK) {
    const last = Math.min(options.rows, first + CHUNK) - 1;
    await db.execute(sql`
      insert into user_logs (user_id, action, action_type, details, metadata, timestamp)
      select case when i % 37 = 0 then null else u.id end,
        (${actions}::text[])[1 + (i::bigint * 7919) % ${cycle.length}],
        (${types}::text[])[1 + (i::bigint * 7919) % ${cycle.length}],
        case when i % 5 = 0 then 'Bench részlet ' || (i % 1000)::text end,
        jsonb_build_object('propertyId', md5(i::text), 'userAgent', 'Mozilla/5.0 bench'),
        ${now}::timestamptz - make_interval(secs => ((${options.rows - 1}::bigint - i) * ${seconds}) / ${options.rows})
      from generate_series(${first}::int, ${last}::int) as i
      join bench_log_users u on u.n = (i::bigint * 31) % ${users}
      order by i`);
  }
  await db.execute(sql`drop table bench_log_users`);
  await db.execute(
    sql`create index if not exists user_logs_search_idx on user_logs using gin ((lower(action || ' ' || coalesce(details, ''))) gin_trgm_ops) with (fastupdate = false)`,
  );
}
