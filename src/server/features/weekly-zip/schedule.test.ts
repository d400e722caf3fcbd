import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, weeklyZips } from '../../db/schema.ts';
import { createTestApp, silentLogger, type TestApp } from '../../test/test-app.ts';
import { createWorkers } from '../../workers.ts';
import {
  nextScheduledRun,
  scheduledPeriod,
  scheduleNextWeeklyZip,
  WEEKLY_ZIP_SCHEDULE_JOB,
} from './schedule.ts';
import { WEEKLY_ZIP_JOB } from './service.ts';

describe('the Monday 07:00 schedule (Budapest time)', () => {
  it.each([
    // winter time (UTC+1): 07:00 is 06:00Z
    ['2026-11-24T10:00:00Z', '2026-11-30T06:00:00Z'],
    ['2026-11-30T05:59:59Z', '2026-11-30T06:00:00Z'],
    ['2026-11-30T06:00:00Z', '2026-12-07T06:00:00Z'],
    // Sunday 23:30 in Budapest is still Sunday
    ['2026-11-29T22:30:00Z', '2026-11-30T06:00:00Z'],
    // summer time begins on 29 March 2026: the next Monday 07:00 is 05:00Z
    ['2026-03-27T12:00:00Z', '2026-03-30T05:00:00Z'],
    // summer time ends on 25 October 2026: the Monday after is back at 06:00Z
    ['2026-10-24T12:00:00Z', '2026-10-26T06:00:00Z'],
    // in summer time (UTC+2)
    ['2026-07-01T12:00:00Z', '2026-07-06T05:00:00Z'],
  ])('after %s comes %s', (now, next) => {
    expect(nextScheduledRun(new Date(now)).toISOString()).toBe(new Date(next).toISOString());
  });

  it('covers the week before the run, Monday to Sunday', () => {
    expect(scheduledPeriod(new Date('2026-11-30T06:00:00Z'))).toEqual({
      dateFrom: '2026-11-23',
      dateTo: '2026-11-29',
    });
    expect(scheduledPeriod(new Date('2026-03-30T05:00:00Z'))).toEqual({
      dateFrom: '2026-03-23',
      dateTo: '2026-03-29',
    });
  });
});

describe('the schedule switched on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        WEEKLY_ZIP_SCHEDULE: 'on',
        WEEKLY_ZIP_SCHEDULE_PASSWORD: 'Utemezett-2026',
        WEEKLY_ZIP_SCHEDULE_EMAIL: 'riport@example.hu',
      },
    });
  });
  afterAll(() => t.close());

  it('queues its run once, and the run queues an archive of last week and the next run', async () => {
    t.clock.set('2026-11-24T10:00:00Z');
    const db = t.services.database.db;
    await scheduleNextWeeklyZip(t.services, t.clock.now());
    await scheduleNextWeeklyZip(t.services, t.clock.now());
    const planned = await db.select().from(jobs).where(eq(jobs.name, WEEKLY_ZIP_SCHEDULE_JOB));
    expect(planned.map((job) => job.runAt.toISOString())).toEqual(['2026-11-30T06:00:00.000Z']);

    t.clock.set('2026-11-30T06:00:05Z');
    const workers = createWorkers(t.services, silentLogger);
    await workers.jobs.runDue();
    const [archive] = await db.select().from(weeklyZips);
    expect(archive).toMatchObject({
      isScheduled: true,
      createdBy: null,
      dateFrom: '2026-11-23',
      dateTo: '2026-11-29',
      email: 'riport@example.hu',
      status: 'ready',
    });
    const next = await db
      .select()
      .from(jobs)
      .where(eq(jobs.name, WEEKLY_ZIP_SCHEDULE_JOB))
      .orderBy(jobs.runAt);
    expect(next.map((job) => [job.runAt.toISOString(), job.status])).toEqual([
      ['2026-11-30T06:00:00.000Z', 'done'],
      ['2026-12-07T06:00:00.000Z', 'pending'],
    ]);
    expect((await db.select().from(jobs).where(eq(jobs.name, WEEKLY_ZIP_JOB))).length).toBe(1);
  });
});
