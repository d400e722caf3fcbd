// Background work of one instance: e-mail delivery from the outbox and the shared job queue.
import type { FastifyBaseLogger } from 'fastify';
import { createDevMailboxTransport, createSmtpTransport, MailDelivery } from './platform/mail/outbox.ts';
import { enqueueJob, JobRunner, type JobHandler } from './platform/jobs.ts';
import { applyRetention, RETENTION_JOB } from './platform/retention.ts';
import { EMBEDDED_MAINTENANCE_JOB, maintainEmbeddedDatabase } from './db/maintenance.ts';
import { appointmentReminderHandler, REMINDER_JOB } from './features/appointments/index.ts';
import {
  ASSIGNMENT_BATCH_JOB,
  assignmentBatchJobHandler,
  AUTO_ASSIGNMENT_JOB,
  autoAssignmentJobHandler,
} from './features/assignment/index.ts';
import {
  scheduleNextWeeklyZip,
  WEEKLY_ZIP_JOB,
  weeklyZipJobHandler,
  WEEKLY_ZIP_SCHEDULE_JOB,
  weeklyZipScheduleHandler,
} from './features/weekly-zip/index.ts';
import { webhookDeliveryJobHandler } from './features/webhooks/index.ts';
import { WEBHOOK_DELIVERY_JOB } from './platform/webhook-events.ts';
import type { AppServices } from './services.ts';

const HOUR = 3_600_000;

export interface Workers {
  mail: MailDelivery;
  jobs: JobRunner;
  /**
   * The webhook deliveries' own runner on the same queue, so a slow receiver never holds up the reminders
   * and batches (decision 0026).
   */
  webhooks: JobRunner;
  stop(): Promise<void>;
}

export function createWorkers(services: AppServices, logger: FastifyBaseLogger): Workers {
  const { config, database, clock } = services;
  const mail = new MailDelivery({
    db: database.db,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createDevMailboxTransport(),
    from: config.mailFrom,
    logger,
    clock,
  });
  /** Runs `work`, then queues the next hour's run even when the work failed. */
  const hourly =
    (name: string, work: (now: Date) => Promise<unknown>): JobHandler =>
    async () => {
      const now = clock();
      try {
        await work(now);
      } finally {
        await scheduleHourly(services, name, new Date(now.getTime() + HOUR));
      }
    };
  const jobs = new JobRunner({ db: database.db, logger, clock })
    .register(
      RETENTION_JOB,
      hourly(RETENTION_JOB, (now) =>
        applyRetention({ db: database.db, policy: config.retention, now, logger }),
      ),
    )
    .register(REMINDER_JOB, appointmentReminderHandler(services, logger))
    .register(WEEKLY_ZIP_JOB, weeklyZipJobHandler(services, logger))
    .register(ASSIGNMENT_BATCH_JOB, assignmentBatchJobHandler(services, logger))
    .register(AUTO_ASSIGNMENT_JOB, autoAssignmentJobHandler(services, logger));
  const webhooks = new JobRunner({ db: database.db, logger, clock }).register(
    WEBHOOK_DELIVERY_JOB,
    webhookDeliveryJobHandler(services, logger),
  );
  if (config.weeklyZipSchedule)
    jobs.register(WEEKLY_ZIP_SCHEDULE_JOB, weeklyZipScheduleHandler(services, logger));
  if (database.kind === 'pglite')
    jobs.register(
      EMBEDDED_MAINTENANCE_JOB,
      hourly(EMBEDDED_MAINTENANCE_JOB, () => maintainEmbeddedDatabase(database, logger)),
    );
  return {
    mail,
    jobs,
    webhooks,
    async stop() {
      await Promise.all([mail.stop(), jobs.stop(), webhooks.stop()]);
    },
  };
}

/** Queues a recurring job for the hour of `at`; the unique key keeps one per hour across instances. */
export async function scheduleHourly(services: AppServices, name: string, at: Date): Promise<void> {
  const hour = new Date(Math.floor(at.getTime() / HOUR) * HOUR);
  await enqueueJob(
    services.database.db,
    name,
    {},
    { runAt: hour, uniqueKey: `${name}:${hour.toISOString()}` },
  );
}

export async function startWorkers(services: AppServices, logger: FastifyBaseLogger): Promise<Workers> {
  const workers = createWorkers(services, logger);
  await scheduleHourly(services, RETENTION_JOB, services.clock());
  // From the next hour on, so a restart does not stall its first requests behind a VACUUM.
  if (services.database.kind === 'pglite')
    await scheduleHourly(services, EMBEDDED_MAINTENANCE_JOB, new Date(services.clock().getTime() + HOUR));
  if (services.config.weeklyZipSchedule) await scheduleNextWeeklyZip(services, services.clock());
  workers.mail.start();
  workers.jobs.start();
  workers.webhooks.start();
  return workers;
}
