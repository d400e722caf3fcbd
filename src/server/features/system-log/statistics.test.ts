// The system log's "unique users" (migration 0047, decision 0023): the people's latest days, kept by the log's
// triggers, stay equal to a fresh count through inserts in batches, updates, deletes and a deleted account;
// and the statistics equal the distinct people among the events for ranges that reach the present (read from
// the kept days) and for ranges that end before it (counted from the events).
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOG_ACTION_TYPES } from '../../../domain/log-types.ts';
import { profiles, userLogLastDays, userLogs } from '../../db/schema.ts';
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

/** The distinct people among the events of the filters, counted from the events themselves. */
async function distinctPeople(filters: LogFilters): Promise<number> {
  const rows = await db().execute(sql`
    select count(distinct user_id)::int as n from user_logs
    where (${filters.actionType} = 'all' or action_type = ${filters.actionType})
      and (${filters.dateFrom ?? null}::date is null
        or (timestamp at time zone 'Europe/Budapest')::date >= ${filters.dateFrom ?? null}::date)
      and (${filters.dateTo ?? null}::date is null
        or (timestamp at time zone 'Europe/Budapest')::date <= ${filters.dateTo ?? null}::date)`);
  return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

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
      const { uniqueUsers } = await systemLogStatistics(t.services, filters);
      expect(uniqueUsers, JSON.stringify(filters)).toBe(await distinctPeople(filters));
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

describe('the system log’s unique users (migration 0047)', () => {
  it('keeps each person’s latest day equal to a fresh count through inserts, updates and deletes', async () => {
    await insertEvents(300);
    await insertEvents(1);
    expect(await keptLastDays()).toEqual(await freshLastDays());
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
    await expectStatisticsEqualFreshCounts();

    // A deleted account's events lose their person (user_logs.user_id is set null): they leave the count.
    await db().delete(profiles).where(eq(profiles.id, personIds[3]!));
    expect((await keptLastDays()).some((row) => row.user_id === personIds[3])).toBe(false);
    expect(await keptLastDays()).toEqual(await freshLastDays());
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
});
