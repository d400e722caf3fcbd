// The optional weekly schedule (WEEKLY_ZIP_SCHEDULE, off by default): every Monday 07:00 Budapest time an
// archive of the seven whole days before (Monday to Sunday) is generated with the configured password and
// recipient. The next run is a row in the job table, so every instance shares one schedule and a run missed
// while the server was down happens when it starts again.
import type { FastifyBaseLogger } from 'fastify';
import { budapestTimeOn, startOfBudapestWeek } from '../../../domain/time.ts';
import { budapestIsoDay } from '../../../domain/time.ts';
import { enqueueJob, type JobHandler } from '../../platform/jobs.ts';
import type { AppServices } from '../../services.ts';
import { queueScheduledWeeklyZip } from './service.ts';

export const WEEKLY_ZIP_SCHEDULE_JOB = 'weekly-zip-schedule';
const RUN_HOUR = 7;

/** The first Monday 07:00 in Budapest strictly after `now` (summer time or not). */
export function nextScheduledRun(now: Date): Date {
  const monday = startOfBudapestWeek(now);
  const thisWeek = budapestTimeOn(monday, 0, RUN_HOUR, 0);
  return thisWeek > now ? thisWeek : budapestTimeOn(monday, 7, RUN_HOUR, 0);
}

/** The week before the run: Monday to Sunday, whole Budapest days. */
export function scheduledPeriod(runAt: Date): { dateFrom: string; dateTo: string } {
  return { dateFrom: budapestIsoDay(runAt, -7), dateTo: budapestIsoDay(runAt, -1) };
}

/** Queues the next run once (its unique key is its time), whichever instance asks. */
export async function scheduleNextWeeklyZip(services: AppServices, now: Date): Promise<Date> {
  const at = nextScheduledRun(now);
  await enqueueJob(
    services.database.db,
    WEEKLY_ZIP_SCHEDULE_JOB,
    { at: at.toISOString() },
    { runAt: at, uniqueKey: `${WEEKLY_ZIP_SCHEDULE_JOB}:${at.toISOString()}` },
  );
  return at;
}

export function weeklyZipScheduleHandler(services: AppServices, logger: FastifyBaseLogger): JobHandler {
  return async (payload) => {
    const schedule = services.config.weeklyZipSchedule;
    const runAt = new Date(String(payload.at));
    try {
      if (schedule && !Number.isNaN(runAt.getTime()))
        await queueScheduledWeeklyZip(services, logger, {
          runAt,
          password: schedule.password,
          email: schedule.email,
          period: scheduledPeriod(runAt),
        });
    } finally {
      if (schedule) await scheduleNextWeeklyZip(services, services.clock());
    }
  };
}
