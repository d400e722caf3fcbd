import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.ts';
import { silentLogger, testAppForFile } from '../test/test-app.ts';
import { backoffMs, enqueueJob, JobRunner } from './jobs.ts';

const t = testAppForFile();
beforeEach(async () => {
  await t.services.database.db.delete(jobs);
});

const runner = (options: Partial<ConstructorParameters<typeof JobRunner>[0]> = {}) =>
  new JobRunner({ db: t.services.database.db, logger: silentLogger, clock: t.clock.now, ...options });

describe('the job queue', () => {
  it('runs a due job once and marks it done', async () => {
    const seen: unknown[] = [];
    const r = runner().register('greet', async (payload) => void seen.push(payload));
    const id = await enqueueJob(t.services.database.db, 'greet', { name: 'Anna' }, { runAt: t.clock.now() });
    expect(await r.runDue()).toBe(1);
    expect(await r.runDue()).toBe(0);
    expect(seen).toEqual([{ name: 'Anna' }]);
    const [row] = await t.services.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, id ?? -1));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('waits for run_at', async () => {
    const r = runner().register('later', async () => {});
    await enqueueJob(
      t.services.database.db,
      'later',
      {},
      { runAt: new Date(t.clock.now().getTime() + 60_000) },
    );
    expect(await r.runDue()).toBe(0);
    t.clock.advance(60_000);
    expect(await r.runDue()).toBe(1);
  });

  it('queues a job with the same unique key once', async () => {
    const first = await enqueueJob(
      t.services.database.db,
      'reminder',
      {},
      { uniqueKey: 'reminder:p1:2026-11-24' },
    );
    const second = await enqueueJob(
      t.services.database.db,
      'reminder',
      {},
      { uniqueKey: 'reminder:p1:2026-11-24' },
    );
    expect(first).not.toBeNull();
    expect(second).toBeNull();
  });

  it('retries a failed job with back-off and gives up after the last attempt', async () => {
    let calls = 0;
    const r = runner().register('flaky', async () => {
      calls++;
      throw new Error(`failure ${calls}`);
    });
    const id =
      (await enqueueJob(t.services.database.db, 'flaky', {}, { runAt: t.clock.now(), maxAttempts: 2 })) ?? -1;
    await r.runDue();
    let [row] = await t.services.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'failure 1' });
    expect(row?.runAt.getTime()).toBe(t.clock.now().getTime() + backoffMs(1));
    t.clock.advance(backoffMs(1));
    await r.runDue();
    [row] = await t.services.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'failure 2' });
    expect(calls).toBe(2);
  });

  it('shares the work between instances: each job runs exactly once', async () => {
    const ran: number[] = [];
    const handler = async (payload: Record<string, unknown>) => void ran.push(Number(payload.n));
    const [a, b] = [runner().register('work', handler), runner().register('work', handler)];
    for (let n = 0; n < 12; n++)
      await enqueueJob(t.services.database.db, 'work', { n }, { runAt: t.clock.now() });
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ran.sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
  });

  it('picks up a job whose instance died once its lease has run out (restart-safe)', async () => {
    const started = Promise.withResolvers<undefined>();
    const dead = runner({ leaseMs: 60_000 }).register('long', () => {
      started.resolve(undefined);
      return new Promise<void>(() => {}); // never finishes
    });
    const id = (await enqueueJob(t.services.database.db, 'long', {}, { runAt: t.clock.now() })) ?? -1;
    void dead.runDue();
    await started.promise; // the dead instance holds the lease
    const survivor = runner({ leaseMs: 60_000 }).register('long', async () => {});
    expect(await survivor.runDue()).toBe(0); // still leased
    t.clock.advance(60_001);
    expect(await survivor.runDue()).toBe(1);
    const [row] = await t.services.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });
});
