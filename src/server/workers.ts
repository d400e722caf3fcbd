// Background work of one instance: e-mail delivery from the outbox and the shared job queue.
import type { FastifyBaseLogger } from 'fastify';
import { createDevMailboxTransport, createSmtpTransport, MailDelivery } from './platform/mail/outbox.ts';
import { enqueueJob, JobRunner } from './platform/jobs.ts';
import { pruneRateLimitHits } from './platform/rate-limit.ts';
import { EMBEDDED_MAINTENANCE_JOB, maintainEmbeddedDatabase } from './db/maintenance.ts';
import { appointmentReminderHandler, REMINDER_JOB } from './features/appointments/service.ts';
import type { AppServices } from './services.ts';

const HOUR = 3_600_000;

export interface Workers {
  mail: MailDelivery;
  jobs: JobRunner;
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
  const jobs = new JobRunner({ db: database.db, logger, clock })
    .register('prune-rate-limits', async () => {
      const now = clock();
      try {
        await pruneRateLimitHits(database.db, new Date(now.getTime() - 2 * HOUR));
      } finally {
        await scheduleHourly(services, 'prune-rate-limits', new Date(now.getTime() + HOUR));
      }
    })
    .register(REMINDER_JOB, appointmentReminderHandler(services, logger));
  if (database.kind === 'pglite')
    jobs.register(EMBEDDED_MAINTENANCE_JOB, async () => {
      const now = clock();
      try {
        await maintainEmbeddedDatabase(database, logger);
      } finally {
        await scheduleHourly(services, EMBEDDED_MAINTENANCE_JOB, new Date(now.getTime() + HOUR));
      }
    });
  return {
    mail,
    jobs,
    async stop() {
      await Promise.all([mail.stop(), jobs.stop()]);
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
  await scheduleHourly(services, 'prune-rate-limits', services.clock());
  // From the next hour on, so a restart does not stall its first requests behind a VACUUM.
  if (services.database.kind === 'pglite')
    await scheduleHourly(services, EMBEDDED_MAINTENANCE_JOB, new Date(services.clock().getTime() + HOUR));
  workers.mail.start();
  workers.jobs.start();
  return workers;
}
