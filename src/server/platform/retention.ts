// Nothing the portal writes grows forever: an hourly job deletes the rows that have outlived their use, each
// kind after its own retention (README "Retention"). It deletes in short batches, each its own statement, so
// a large backlog never holds a long lock or transaction, nor, on the embedded database, which runs on the
// server's own thread, the requests waiting behind it.
// The audit trail (user_logs) is not pruned here: it is the product's record of who did what.
import { setImmediate as giveWay } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  certificateShares,
  idempotencyKeys,
  jobs,
  mailOutbox,
  rateLimitHits,
  session,
  spentCaptchas,
  twoFactorUsedCodes,
  verification,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../db/schema.ts';
import { IDEMPOTENCY_TTL_MS } from './idempotency.ts';
import { LONGEST_RATE_WINDOW_MS } from './rate-limit.ts';

export const RETENTION_JOB = 'retention';

const DAY_MS = 86_400_000;

export const RETENTION_KINDS = [
  'sentMail',
  'failedMail',
  'finishedJobs',
  'failedJobs',
  'spentCaptchas',
  'usedTotpCodes',
  'sessions',
  'verifications',
  'shares',
  'rateLimitHits',
  'idempotencyKeys',
  'webhookEvents',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

interface Step {
  kind: RetentionKind;
  table: PgTable;
  /** The rows' key: a column, or the columns of a composite key. */
  key: PgColumn | SQL;
  expired: SQL;
}

function retentionSteps(policy: Config['retention'], now: Date): Step[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  // Better Auth times its tokens on the real clock and honours sessions on it; sessions are stamped and
  // judged on the server's clock (auth.ts, guard.ts). A dev clock moved days ahead and back again (decision
  // 0008) finds a session alive again, so a row goes only when both clocks have passed its end.
  const authNow = new Date(Math.min(now.getTime(), Date.now()));
  const shareCutoff = daysAgo(policy.sharesDays);
  return [
    // Pending rows (waiting or being retried) are never touched: only delivered or given-up messages.
    {
      kind: 'sentMail',
      table: mailOutbox,
      key: mailOutbox.id,
      expired: sql`${mailOutbox.status} = 'sent' and ${mailOutbox.createdAt} < ${daysAgo(policy.sentMailDays)}`,
    },
    {
      kind: 'failedMail',
      table: mailOutbox,
      key: mailOutbox.id,
      expired: sql`${mailOutbox.status} = 'failed' and ${mailOutbox.createdAt} < ${daysAgo(policy.failedMailDays)}`,
    },
    {
      kind: 'finishedJobs',
      table: jobs,
      key: jobs.id,
      expired: sql`${jobs.status} = 'done' and ${jobs.finishedAt} < ${daysAgo(policy.jobsDays)}`,
    },
    {
      kind: 'failedJobs',
      table: jobs,
      key: jobs.id,
      expired: sql`${jobs.status} = 'failed' and ${jobs.finishedAt} < ${daysAgo(policy.failedJobsDays)}`,
    },
    // An expired challenge is refused before the spent list is read, so its entry protects nothing.
    {
      kind: 'spentCaptchas',
      table: spentCaptchas,
      key: spentCaptchas.signature,
      expired: sql`${spentCaptchas.expiresAt} <= ${now}`,
    },
    // A spent authenticator code matters only while the server would still accept it.
    {
      kind: 'usedTotpCodes',
      table: twoFactorUsedCodes,
      key: sql`${twoFactorUsedCodes.userId}, ${twoFactorUsedCodes.code}`,
      expired: sql`${twoFactorUsedCodes.expiresAt} <= ${now}`,
    },
    {
      kind: 'sessions',
      table: session,
      key: session.id,
      expired: sql`${session.expiresAt} < ${authNow}`,
    },
    {
      kind: 'verifications',
      table: verification,
      key: verification.id,
      expired: sql`${verification.expiresAt} < ${authNow}`,
    },
    // Kept for a while after the link stopped working (expiry or revocation, whichever came first), so the
    // client's list still shows it and the link answers "expired or revoked" rather than "invalid".
    {
      kind: 'shares',
      table: certificateShares,
      key: certificateShares.id,
      expired: sql`(${certificateShares.expiresAt} < ${shareCutoff} or ${certificateShares.revokedAt} < ${shareCutoff})`,
    },
    {
      kind: 'rateLimitHits',
      table: rateLimitHits,
      key: rateLimitHits.id,
      expired: sql`${rateLimitHits.at} <= ${new Date(now.getTime() - LONGEST_RATE_WINDOW_MS)}`,
    },
    // An idempotent POST's kept answer is replayed for a day (docs/rules/api.md, 'Idempotency').
    {
      kind: 'idempotencyKeys',
      table: idempotencyKeys,
      key: sql`${idempotencyKeys.apiKeyId}, ${idempotencyKeys.key}`,
      expired: sql`${idempotencyKeys.createdAt} < ${new Date(now.getTime() - IDEMPOTENCY_TTL_MS)}`,
    },
    // A webhook event goes with its deliveries (their rows cascade) after its retention, unless a delivery
    // is still being tried (docs/rules/webhooks.md, 'Retention'). The retries end after 92 hours, so that
    // matters only for a retention set shorter than that; a switched-off endpoint's waiting deliveries are
    // not being tried.
    {
      kind: 'webhookEvents',
      table: webhookEvents,
      key: webhookEvents.id,
      expired: sql`${webhookEvents.createdAt} < ${daysAgo(policy.webhookEventsDays)} and not exists (
        select 1 from ${webhookDeliveries} join ${webhookEndpoints} on ${webhookEndpoints.id} = ${webhookDeliveries.endpointId}
        where ${webhookDeliveries.eventId} = ${webhookEvents.id} and ${webhookDeliveries.status} = 'pending'
          and ${webhookEndpoints.enabled})`,
    },
  ];
}

/** Deletes up to `size` rows; rows another transaction holds (a session being refreshed) wait for the next run. */
async function deleteBatch(db: Db, step: Step, size: number): Promise<number> {
  const result = await db.execute(sql`
    delete from ${step.table} where (${step.key}) in (
      select ${step.key} from ${step.table} where ${step.expired} limit ${size} for update skip locked)
    returning 1`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export interface RetentionOptions {
  db: Db;
  policy: Config['retention'];
  now: Date;
  logger: FastifyBaseLogger;
  /** Rows per statement. */
  batchSize?: number;
  /**
   * Statements per kind and run: a backlog beyond it (the first run on an old database) is left to the
   * following hours, so one run never keeps this instance's job runner from its other jobs for long.
   */
  maxBatches?: number;
}

export interface RetentionReport {
  deleted: Record<RetentionKind, number>;
  /** Kinds that reached `maxBatches`: more may be left for the next run. */
  unfinished: RetentionKind[];
  failed: RetentionKind[];
}

/**
 * Deletes what has outlived its retention and logs one line with the counts. A kind that fails is logged
 * and the others still run; the run then throws, so the job is retried.
 */
export async function applyRetention(options: RetentionOptions): Promise<RetentionReport> {
  const { db, policy, now, logger, batchSize = 1_000, maxBatches = 100 } = options;
  const started = performance.now();
  const report: RetentionReport = {
    deleted: Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, 0])) as Record<RetentionKind, number>,
    unfinished: [],
    failed: [],
  };
  for (const step of retentionSteps(policy, now)) {
    try {
      for (let batches = 1; ; batches++) {
        // The embedded database works on this thread and resolves without giving way to I/O: requests
        // get their turn between batches.
        await giveWay();
        const deleted = await deleteBatch(db, step, batchSize);
        report.deleted[step.kind] += deleted;
        if (deleted < batchSize) break;
        if (batches === maxBatches) {
          report.unfinished.push(step.kind);
          break;
        }
      }
    } catch (error) {
      report.failed.push(step.kind);
      logger.error({ err: error, kind: step.kind }, 'retention step failed');
    }
  }
  logger.info(
    { ...report, ms: Math.round(performance.now() - started) },
    'retention: rows past their retention deleted',
  );
  if (report.failed.length > 0) throw new Error(`Retention failed for ${report.failed.join(', ')}`);
  return report;
}
