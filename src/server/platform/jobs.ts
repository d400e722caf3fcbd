// A job queue in PostgreSQL that several instances share: jobs are claimed with FOR UPDATE SKIP LOCKED
// and a lease; a job whose instance died is claimed again when its lease runs out (restart-safe).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { doublingDelayMs, Poller } from './poller.ts';

export type JobHandler = (
  payload: Record<string, unknown>,
  job: { id: number; attempts: number },
) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  /** A job with the same key is queued once; later calls are ignored. */
  uniqueKey?: string;
  maxAttempts?: number;
}

export async function enqueueJob(
  executor: Executor,
  name: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<number | null> {
  const inserted = await executor
    .insert(jobs)
    .values({
      name,
      payload,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.uniqueKey ? { uniqueKey: options.uniqueKey } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return inserted[0]?.id ?? null;
}

export interface JobRunnerOptions {
  db: Db;
  logger: FastifyBaseLogger;
  clock?: () => Date;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
}

interface ClaimedJob {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export class JobRunner {
  readonly #handlers = new Map<string, JobHandler>();
  readonly #options: Required<Omit<JobRunnerOptions, 'db' | 'logger'>> &
    Pick<JobRunnerOptions, 'db' | 'logger'>;
  readonly #workerId = randomUUID();
  readonly #poller: Poller<ClaimedJob>;

  constructor(options: JobRunnerOptions) {
    // One job per claim, so the lease covers only the job being run.
    this.#options = { clock: () => new Date(), pollMs: 1_000, leaseMs: 5 * 60_000, batchSize: 1, ...options };
    // Every claimed job counts as run, a failed one too (its retry is booked).
    const run = async (job: ClaimedJob) => {
      await this.#run(job);
      return true;
    };
    this.#poller = new Poller(() => this.#claim(), run, this.#options, 'job runner failed');
  }

  register(name: string, handler: JobHandler): this {
    this.#handlers.set(name, handler);
    return this;
  }

  start(): void {
    this.#poller.start();
  }

  stop(): Promise<void> {
    return this.#poller.stop();
  }

  /** Claims and runs every due job once; returns how many ran. Tests call it directly. */
  runDue(): Promise<number> {
    return this.#poller.run();
  }

  async #claim(): Promise<ClaimedJob[]> {
    const { db, clock, leaseMs, batchSize } = this.#options;
    const now = clock();
    const names = [...this.#handlers.keys()];
    if (names.length === 0) return [];
    const result = await db.execute(sql`
      update ${jobs} set status = 'running', attempts = attempts + 1, locked_by = ${this.#workerId},
        locked_until = ${new Date(now.getTime() + leaseMs)}
      where id in (
        select id from ${jobs}
        where name in ${names} and run_at <= ${now}
          and (status = 'pending' or (status = 'running' and locked_until < ${now}))
        order by run_at limit ${batchSize}
        for update skip locked)
      returning id, name, payload, attempts, max_attempts`);
    return (result as unknown as { rows: ClaimedJob[] }).rows;
  }

  async #run(job: ClaimedJob): Promise<void> {
    const { db, clock, logger } = this.#options;
    const handler = this.#handlers.get(job.name);
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      await handler(job.payload, { id: job.id, attempts: job.attempts });
      // Only the current lease holder records the outcome (a worker whose lease expired does not).
      await db.execute(
        sql`update ${jobs} set status = 'done', finished_at = ${clock()}, locked_until = null, last_error = null
            where id = ${job.id} and locked_by = ${this.#workerId} and status = 'running'`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const finalAttempt = job.attempts >= job.max_attempts;
      const retryAt = new Date(clock().getTime() + backoffMs(job.attempts));
      logger.warn({ err: error, jobId: job.id, job: job.name, attempt: job.attempts }, 'job failed');
      await db.execute(sql`
        update ${jobs} set status = ${finalAttempt ? 'failed' : 'pending'}, last_error = ${message.slice(0, 2000)},
          locked_until = null, run_at = ${retryAt}, finished_at = ${finalAttempt ? clock() : null}
        where id = ${job.id} and locked_by = ${this.#workerId} and status = 'running'`);
    }
  }
}

/** 30 s, 1 min, 2 min, ... capped at an hour. */
export const backoffMs = (attempt: number) => doublingDelayMs(attempt, 30_000);
