// `npm run bench -- logs`: Admin Light's system log with a million rows over a year, its list for every
// filter and its statistics (the part list in bench/run.ts).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { LOG_ACTION_TYPES } from '../src/domain/log-types.ts';
import { openDatabase, pgliteDataDir } from '../src/server/db/client.ts';
import {
  createBenchStaff,
  dataDir,
  isoDay,
  listPath,
  measureAnswered,
  results,
  sweep,
  waitForCalm,
  withStaffServer,
  type ListCase,
} from './kit.ts';
import { seedLogs } from './seed-logs.ts';
import { seedProperties } from './seed-properties.ts';

const LOGS = {
  rows: Number(process.env.BENCH_LOG_ROWS ?? 1_000_000),
  days: 365,
  people: { properties: 10_000, auditors: 40, sampleClients: 2 },
  adminLight: { email: 'bench-light@example.hu', password: 'Bench-Light-2026' },
  connections: 4,
} as const;

/**
 * The system log with a million rows, as Admin Light: the list for every event type, both
 * directions, searches (a common action, a name shared by many, one person's e-mail, a rare detail), date
 * ranges and a deep page; then the statistics for 30-day ranges, each at 1 connection.
 */
export async function benchLogs(label: string, databaseUrl: string | null) {
  const name = `logs-${label}`;
  const dir = path.join(dataDir, name);
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: pgliteDataDir(dir) },
  );
  let deepCursor: string | undefined;
  let onePerson: string | undefined;
  try {
    await database.migrate();
    const started = performance.now();
    await seedProperties(database.db, LOGS.people);
    await createBenchStaff(database.db, 'admin_light', LOGS.adminLight, 'Light');
    await seedLogs(database.db, { rows: LOGS.rows, days: LOGS.days });
    await database.db.execute(sql`vacuum analyze`);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    results[`logs-seed-${label}`] = { rows: LOGS.rows, days: LOGS.days, seconds };
    console.log(`logs seed on ${label}: ${LOGS.rows} log rows in ${seconds} s`);
    // A cursor 5,000 rows deep: the 100th page of the scrollable list.
    const [row] = (
      (await database.db.execute(
        sql`select to_char(timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as time, id from user_logs order by timestamp desc, id desc offset 5000 limit 1`,
      )) as unknown as { rows: { time: string; id: string }[] }
    ).rows;
    deepCursor = Buffer.from(`${row!.time}|${row!.id}`).toString('base64url');
    // One client's address up to its '@' ('csilla.nemeth4242@'), as a person types it.
    const [person] = (
      (await database.db.execute(
        sql`select split_part(email, '@', 1) || '@' as search from profiles where id = 'bench-client-004242'`,
      )) as unknown as { rows: { search: string }[] }
    ).rows;
    onePerson = person!.search;
  } finally {
    await database.close();
  }
  const month = { dateFrom: isoDay(29), dateTo: isoDay(0) };
  const cases: ListCase[] = [
    { name: 'newest first', query: {} },
    { name: 'oldest first', query: { direction: 'asc' } },
    ...LOG_ACTION_TYPES.flatMap((actionType) =>
      (['desc', 'asc'] as const).map((direction) => ({
        name: `type ${actionType} ${direction}`,
        query: { actionType, direction },
      })),
    ),
    { name: '30-day range', query: month },
    { name: '30-day range oldest first', query: { ...month, direction: 'asc' } },
    { name: 'one day, logins', query: { dateFrom: isoDay(100), dateTo: isoDay(100), actionType: 'login' } },
    { name: 'search "bejelentkezés" (38%)', query: { search: 'bejelentkezés' } },
    { name: 'search "Kovács Anna" (a name many share)', query: { search: 'Kovács Anna' } },
    { name: `search "${onePerson}" (one person)`, query: { search: onePerson! } },
    { name: 'search "részlet 777" (a rare detail)', query: { search: 'részlet 777' } },
    { name: 'search "nincs ilyen" (nothing)', query: { search: 'nincs ilyen' } },
    {
      name: 'search "export", 30 days, oldest first',
      query: { search: 'export', ...month, direction: 'asc' },
    },
    { name: 'page 101 (cursor 5,000 deep)', query: { cursor: deepCursor! } },
    { name: '200 a page', query: { limit: '200' } },
  ];
  await withStaffServer(dir, databaseUrl, LOGS.adminLight, async (server, signIn) => {
    const figures: Record<string, unknown> = {};
    figures.list = await sweep(`${name} list`, server, '/api/admin/logs', cases, LOGS.connections, signIn);
    const statistics: Record<string, unknown> = {};
    await waitForCalm(`${name} statistics`);
    const cookie = await signIn();
    for (const [caseName, query] of [
      ['30 days', month],
      ['30 days, logins', { ...month, actionType: 'login' }],
      ['30 days a quarter ago', { dateFrom: isoDay(119), dateTo: isoDay(90) }],
      ['7 days', { dateFrom: isoDay(6), dateTo: isoDay(0) }],
    ] as const) {
      const {
        answer: { totalEvents },
        figures: result,
      } = await measureAnswered<{ totalEvents: number }>(
        server,
        listPath('/api/admin/logs/statistics', query),
        cookie,
        (answer) => `${name} statistics ${caseName} (${answer.totalEvents} events)`,
      );
      statistics[caseName] = { totalEvents, p50Ms: result.latencyP50Ms, p95Ms: result.latencyP95Ms };
    }
    figures.statistics = statistics;
    results[name] = figures;
  });
}
