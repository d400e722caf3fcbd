import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from './db/schema.ts';
import { EMBEDDED_MAINTENANCE_JOB } from './db/maintenance.ts';
import { people } from './test/people.ts';
import { createTestApp, silentLogger, type TestApp } from './test/test-app.ts';
import { createWorkers, scheduleHourly } from './workers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

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
