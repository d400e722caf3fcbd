// The system log's statistics (migrations 0047 and 0054, decision 0023): the people's latest days and the
// days' events by type, kept by the log's triggers, stay equal to a fresh count through inserts in batches,
// updates, deletes and a deleted account; the unique users equal the distinct people among the events for
// ranges that reach the present (read from the kept days) and for ranges that end before it (counted from
// the events); and every event count equals the events of its range and type.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOG_ACTION_TYPES } from '../../../domain/log-types.ts';
import { LOG_STATISTIC_TYPES } from '../../../domain/system-log.ts';
import { profiles, userLogDayCounts, userLogLastDays, userLogs } from '../../db/schema.ts';
import { createUser } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { systemLogStatistics, type LogFilters } from './service.ts';

const t = testAppForFile();
const db = () => t.services.database.db;
const personIds: string[] = [];

/** A small seeded generator (mulberry32): the same events every run. */
function generator(seed: number) {
  let a = seed;
  return (n: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ (x + Math.imul(x ^ (x >>> 14), 71 | x));
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
}
const random = generator(29);

/** Events between 2026-01-01 and 2026-03-31 (Budapest), some without a person. */
async function insertEvents(count: number) {
  await db()
    .insert(userLogs)
    .values(
      Array.from({ length: count }, () => ({
        userId: random(10) === 0 ? null : personIds[random(personIds.length)]!,
        action: 'Teszt esemény',
        actionType: LOG_ACTION_TYPES[random(LOG_ACTION_TYPES.length)]!,
        timestamp: new Date(Date.UTC(2025, 11, 31, 23) + random(90 * 24 * 60) * 60_000),
      })),
    );
}

/** Each person's latest Budapest day, per type and for any event, counted afresh from the events. */
async function freshLastDays() {
  const rows = await db().execute(sql`
    select user_id, kind, max(day)::text as last_day from (
      select user_id, action_type as kind, (timestamp at time zone 'Europe/Budapest')::date as day from user_logs
      where user_id is not null
      union all
      select user_id, 'all', (timestamp at time zone 'Europe/Budapest')::date from user_logs where user_id is not null
    ) events group by user_id, kind order by user_id, kind`);
  // Db is typed for both drivers, so execute's result is not; both answer with rows.
  return (rows as unknown as { rows: { user_id: string; kind: string; last_day: string }[] }).rows;
}

async function keptLastDays() {
  const rows = await db()
    .select()
    .from(userLogLastDays)
    .orderBy(userLogLastDays.userId, userLogLastDays.actionType);
  return rows.map((row) => ({ user_id: row.userId, kind: row.actionType, last_day: row.lastDay }));
}

/** Each day's events by type (the writers' rows summed; days whose events all went are left out). */
async function keptDayCounts() {
  const rows = await db()
    .select({
      day: userLogDayCounts.day,
      kind: userLogDayCounts.actionType,
      n: sql<number>`sum(${userLogDayCounts.events})::int`,
    })
    .from(userLogDayCounts)
    .groupBy(userLogDayCounts.day, userLogDayCounts.actionType)
    .having(sql`sum(${userLogDayCounts.events}) <> 0`)
    .orderBy(userLogDayCounts.day, userLogDayCounts.actionType);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

async function freshDayCounts() {
  const rows = await db().execute(sql`
    select (timestamp at time zone 'Europe/Budapest')::date::text as day, action_type as kind, count(*)::int as n
    from user_logs group by 1, 2 order by 1, 2`);
  return (rows as unknown as { rows: { day: string; kind: string; n: number }[] }).rows;
}

/** The events of the filters (any person or none) by type, and their distinct people, from the events. */
async function freshCounts(filters: LogFilters) {
  const rows = await db().execute(sql`
    select action_type as kind, count(*)::int as n, count(distinct user_id)::int as people from user_logs
    where (${filters.actionType} = 'all' or action_type = ${filters.actionType})
      and (${filters.dateFrom ?? null}::date is null
        or (timestamp at time zone 'Europe/Budapest')::date >= ${filters.dateFrom ?? null}::date)
      and (${filters.dateTo ?? null}::date is null
        or (timestamp at time zone 'Europe/Budapest')::date <= ${filters.dateTo ?? null}::date)
    group by rollup (action_type)`);
  const counted = (rows as unknown as { rows: { kind: string | null; n: number; people: number }[] }).rows;
  const all = counted.find((row) => row.kind === null);
  const ofType = (type: string) => counted.find((row) => row.kind === type)?.n ?? 0;
  return {
    ...Object.fromEntries(Object.entries(LOG_STATISTIC_TYPES).map(([key, type]) => [key, ofType(type)])),
    uniqueUsers: all?.people ?? 0,
    totalEvents: all?.n ?? 0,
  };
}

const distinctPeople = async (filters: LogFilters) => (await freshCounts(filters)).uniqueUsers;

const RANGES: Omit<LogFilters, 'actionType'>[] = [
  {},
  { dateFrom: '2026-03-02' },
  { dateFrom: '2026-03-30', dateTo: '2026-04-30' },
  { dateFrom: '2026-01-15', dateTo: '2026-03-31' },
  // These end before the last event: counted from the events.
  { dateFrom: '2026-01-01', dateTo: '2026-01-31' },
  { dateTo: '2026-02-14' },
];

async function expectStatisticsEqualFreshCounts() {
  for (const range of RANGES)
    for (const actionType of ['all', 'login', 'admin_action'] as const) {
      const filters = { ...range, actionType };
      expect(await systemLogStatistics(t.services, filters), JSON.stringify(filters)).toEqual(
        await freshCounts(filters),
      );
    }
}

beforeAll(async () => {
  for (let i = 0; i < 12; i += 1)
    personIds.push(
      (
        await createUser(db(), {
          role: 'client',
          email: `naplo${i}@example.hu`,
          firstName: 'Nóra',
          lastName: `Napló${i}`,
          password: TEST_PASSWORD,
        })
      ).id,
    );
  // The sign-ups' own events, if any, are far from the fixtures' days.
  await db().delete(userLogs);
});

describe('the system log’s statistics (migrations 0047 and 0054)', () => {
  it('keeps each person’s latest day equal to a fresh count through inserts, updates and deletes', async () => {
    await insertEvents(300);
    await insertEvents(1);
    expect(await keptLastDays()).toEqual(await freshLastDays());
    expect(await keptDayCounts()).toEqual(await freshDayCounts());
    await expectStatisticsEqualFreshCounts();

    // An event moved to another day and type, a person's events erased (as an erasure does), a few deleted.
    await db()
      .execute(sql`update user_logs set timestamp = timestamp - interval '20 days', action_type = 'logout'
      where id in (select id from user_logs where user_id = ${personIds[0]!} order by timestamp desc limit 2)`);
    await db()
      .update(userLogs)
      .set({ details: null, metadata: null })
      .where(eq(userLogs.userId, personIds[1]!));
    await db().execute(sql`delete from user_logs where id in (
      select id from user_logs where user_id = ${personIds[2]!} order by timestamp desc limit 3)`);
    expect(await keptLastDays()).toEqual(await freshLastDays());
    expect(await keptDayCounts()).toEqual(await freshDayCounts());
    await expectStatisticsEqualFreshCounts();

    // A deleted account's events lose their person (user_logs.user_id is set null): they leave the count.
    await db().delete(profiles).where(eq(profiles.id, personIds[3]!));
    expect((await keptLastDays()).some((row) => row.user_id === personIds[3])).toBe(false);
    expect(await keptLastDays()).toEqual(await freshLastDays());
    expect(await keptDayCounts()).toEqual(await freshDayCounts());
    await expectStatisticsEqualFreshCounts();
  });

  it('reads the kept days for a range that reaches the present, and counts the events for one that does not', async () => {
    const present = { dateFrom: '2026-03-02', actionType: 'all' } as const;
    const past = { dateFrom: '2026-01-01', dateTo: '2026-01-31', actionType: 'all' } as const;
    const before = await systemLogStatistics(t.services, past);
    // Moved back by hand, the kept days would say nobody was active lately: the answer comes from them.
    await db().update(userLogLastDays).set({ lastDay: '2025-12-01' });
    expect((await systemLogStatistics(t.services, present)).uniqueUsers).toBe(0);
    expect(await systemLogStatistics(t.services, past)).toEqual(before);
    // A search needs the events themselves.
    expect((await systemLogStatistics(t.services, { ...present, search: 'Teszt' })).uniqueUsers).toBe(
      await distinctPeople(present),
    );
  });

  it('reads a range’s events from the kept days without a search, and counts the events for one', async () => {
    const range = { dateFrom: '2026-01-01', dateTo: '2026-03-31', actionType: 'all' } as const;
    const search = { ...range, search: 'Teszt' };
    const [before, searched] = [
      await systemLogStatistics(t.services, range),
      await systemLogStatistics(t.services, search),
    ];
    // A row added by hand, as no event was: the answer without a search comes from the kept days.
    await db()
      .insert(userLogDayCounts)
      .values({ day: '2026-02-01', actionType: 'login', writer: -1, events: 1000 });
    expect(await systemLogStatistics(t.services, range)).toEqual({
      ...before,
      logins: before.logins + 1000,
      totalEvents: before.totalEvents + 1000,
    });
    expect(await systemLogStatistics(t.services, search)).toEqual(searched);
    await db().delete(userLogDayCounts).where(eq(userLogDayCounts.writer, -1));
  });
});
