import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from './db/schema.ts';
import { EMBEDDED_MAINTENANCE_JOB } from './db/maintenance.ts';
import { RETENTION_JOB } from './platform/retention.ts';
import { people } from './test/people.ts';
import { silentLogger, testAppForFile } from './test/test-app.ts';
import { createWorkers, scheduleHourly } from './workers.ts';

const t = testAppForFile();

const HOUR = 3_600_000;
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR);
const jobsNamed = (name: string) =>
  t.services.database.db
    .select({ runAt: jobs.runAt, status: jobs.status, lastError: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.name, name))
    .orderBy(jobs.runAt);
beforeEach(async () => {
  // Mid-hour, so a retry 30 seconds later is never in the next hour.
  t.clock.set(new Date(hourOf(new Date()).getTime() + 20 * 60_000));
  await t.services.database.db.delete(jobs);
});

async function planned(tableName: string): Promise<number> {
  const result = await t.services.database.db.execute(
    sql`select reltuples from pg_class where relname = ${tableName}`,
  );
  return Number((result as unknown as { rows: { reltuples: number }[] }).rows[0]?.reltuples);
}

// PostgreSQL servers have autovacuum; only the embedded database needs the job.
describe.skipIf(process.env.TEST_DB === 'postgres')('embedded database maintenance', () => {
  it('vacuums and analyses the embedded database on the hour, then plans the next hour', async () => {
    const who = people(t);
    await who.client();
    await who.client();
    expect(await planned('properties')).toBe(-1);
    const workers = createWorkers(t.services, silentLogger);
    await scheduleHourly(t.services, EMBEDDED_MAINTENANCE_JOB, t.clock.now());
    expect(await workers.jobs.runDue()).toBe(1);
    // Statistics now say how many rows the tables hold (-1: never analysed).
    expect(await planned('properties')).toBe(2);
    expect(await planned('profiles')).toBe(2);
    const next = await t.services.database.db
      .select({ runAt: jobs.runAt, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.name, EMBEDDED_MAINTENANCE_JOB), eq(jobs.status, 'pending')));
    expect(next).toEqual([
      {
        runAt: new Date(Math.floor((t.clock.now().getTime() + HOUR) / HOUR) * HOUR),
        status: 'pending',
      },
    ]);
  });
});

describe('retention', () => {
  it('runs once an hour across instances and plans the next hour', async () => {
    const one = createWorkers(t.services, silentLogger);
    const two = createWorkers(t.services, silentLogger);
    await scheduleHourly(t.services, RETENTION_JOB, t.clock.now());
    await scheduleHourly(t.services, RETENTION_JOB, t.clock.now()); // the second instance's start
    expect(await one.jobs.runDue()).toBe(1);
    expect(await two.jobs.runDue()).toBe(0);
    expect(await jobsNamed(RETENTION_JOB)).toEqual([
      { runAt: hourOf(t.clock.now()), status: 'done', lastError: null },
      { runAt: new Date(hourOf(t.clock.now()).getTime() + HOUR), status: 'pending', lastError: null },
    ]);
    t.clock.advance(HOUR);
    expect(await two.jobs.runDue()).toBe(1);
    expect(await one.jobs.runDue()).toBe(0);
  });

  it('still deletes the other kinds and plans the next hour when one kind fails, then retries', async () => {
    const { db } = t.services.database;
    await db.insert(mailOutbox).values({
      to: 'regi@example.hu',
      template: 'PASSWORD_RESET',
      subject: 'Tárgy',
      html: '<p>x</p>',
      text: 'x',
      status: 'sent',
      createdAt: new Date(t.clock.now().getTime() - 31 * 24 * HOUR),
    });
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const workers = createWorkers(t.services, logger);
    await scheduleHourly(t.services, RETENTION_JOB, t.clock.now());
    // The shares' table cannot be read for a moment (as under a lock or a failed migration).
    await db.execute(sql`alter table certificate_shares rename to certificate_shares_away`);
    try {
      expect(await workers.jobs.runDue()).toBe(1);
    } finally {
      await db.execute(sql`alter table certificate_shares_away rename to certificate_shares`);
    }
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'regi@example.hu'))).toEqual([]);
    expect(lines.find((line) => line.msg === 'retention step failed')).toMatchObject({ kind: 'shares' });
    const [current, next] = await jobsNamed(RETENTION_JOB);
    expect(current).toMatchObject({ status: 'pending', lastError: 'Retention failed for shares' });
    expect(next).toEqual({
      runAt: new Date(hourOf(t.clock.now()).getTime() + HOUR),
      status: 'pending',
      lastError: null,
    });
    t.clock.advance(60_000); // the retry is due after 30 seconds
    expect(await workers.jobs.runDue()).toBe(1);
    expect((await jobsNamed(RETENTION_JOB)).map((job) => job.status)).toEqual(['done', 'pending']);
  });
});
