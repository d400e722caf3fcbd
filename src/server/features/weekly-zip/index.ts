// The weekly ZIP's jobs, which workers.ts runs, and the demo data's first archive.
export { scheduleNextWeeklyZip, WEEKLY_ZIP_SCHEDULE_JOB, weeklyZipScheduleHandler } from './schedule.ts';
export { WEEKLY_ZIP_JOB, weeklyZipJobHandler, writeWeeklyZipNow } from './service.ts';
