// Sends the due deliveries (docs/rules/webhooks.md, 'Delivery and retries'; decision 0026). The job queue
// runs the handler: a job sends every due delivery it can claim, a few at a time in parallel, until none is
// due, then leaves the next job (the earliest retry, or the next minute's sweep). A delivery is claimed with
// a lease (its end time is the token), so two instances never send it at once and a sender that died is
// replaced when the lease runs out: at least once, with the same webhook-id on every attempt.
import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  WEBHOOK_DISABLE_AFTER,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
} from '../../../domain/webhook-words.ts';
import type { Db, Executor } from '../../db/client.ts';
import { profiles, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import { queueWebhookDelivery } from '../../platform/webhook-events.ts';
import type { AppServices } from '../../services.ts';
import { postWebhook, type AttemptOptions, type AttemptOutcome } from './http.ts';
import { webhookHeaders } from './signing.ts';

const MINUTE = 60_000;

/** Deliveries sent at once by one sender. */
const PARALLEL = 16;
/** Longer than an attempt can take, so a live sender never loses its lease. */
const LEASE_MS = 3 * WEBHOOK_TIMEOUT_MS;
/** A job stops taking new deliveries after this long, so it ends well within its own five-minute lease. */
const JOB_BUDGET_MS = 2 * 60_000;

export type SendAttempt = (
  url: string,
  headers: Record<string, string>,
  body: string,
  options: AttemptOptions,
) => Promise<AttemptOutcome>;

interface ClaimedDelivery {
  id: string;
  event_id: string;
  endpoint_id: string;
  attempts: number;
  body: string;
  url: string;
  enabled: boolean;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | string | null;
}

/** The wait after the `attempt`-th failure, or null after the last one. */
export function webhookRetryDelayMs(attempt: number): number | null {
  if (attempt >= WEBHOOK_MAX_ATTEMPTS) return null;
  return WEBHOOK_RETRY_DELAYS_MS[attempt - 1] ?? null;
}

export function webhookDeliveryJobHandler(
  services: AppServices,
  logger: FastifyBaseLogger,
  send: SendAttempt = postWebhook,
): JobHandler {
  return async () => {
    const started = Date.now();
    // Wall time bounds the job's own length; the clock of services decides what is due.
    while (Date.now() - started < JOB_BUDGET_MS) {
      const claimed = await claimDue(services.database.db, services.clock());
      if (claimed.length === 0) break;
      await Promise.all(claimed.map((delivery) => deliver(services, logger, send, delivery)));
    }
    await queueNextRun(services.database.db, services.clock());
  };
}

/**
 * Leaves a job for the next thing to do: the earliest retry not held by another sender, and at the latest
 * the next minute, a sweep that sends what a job ending just before an event committed left due
 * (platform/webhook-events.ts, queueWebhookDelivery). Retries need no job of their own.
 */
async function queueNextRun(db: Db, now: Date): Promise<void> {
  const [next] = await db
    .select({ at: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(1);
  const sweep = new Date((Math.floor(now.getTime() / MINUTE) + 1) * MINUTE);
  // One still due now was left by this job's time budget: the next job follows a second later.
  const retry = next?.at ? (next.at > now ? next.at : new Date(now.getTime() + 1_000)) : null;
  await queueWebhookDelivery(db, retry && retry < sweep ? retry : sweep);
}

async function claimDue(db: Db, now: Date): Promise<{ row: ClaimedDelivery; lease: Date }[]> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const result = await db.execute(sql`
    with claimed as (
      update ${webhookDeliveries} set locked_until = ${lease}, attempts = attempts + 1
      where id in (
        select id from ${webhookDeliveries}
        where status = 'pending' and next_attempt_at <= ${now} and (locked_until is null or locked_until < ${now})
        order by next_attempt_at limit ${PARALLEL}
        for update skip locked)
      returning id, event_id, endpoint_id, attempts)
    select c.id, c.event_id, c.endpoint_id, c.attempts, e.body, p.url, p.enabled, p.secret, p.previous_secret,
      p.previous_secret_expires_at
    from claimed c
    join webhook_events e on e.id = c.event_id
    join ${webhookEndpoints} p on p.id = c.endpoint_id`);
  return (result as unknown as { rows: ClaimedDelivery[] }).rows.map((row) => ({ row, lease }));
}

/** The secrets that sign at `now`: the current one, and the previous one during a rotation's overlap. */
function signingSecrets(row: ClaimedDelivery, now: Date): string[] {
  const until = row.previous_secret_expires_at ? new Date(row.previous_secret_expires_at) : null;
  return row.previous_secret && until && until > now ? [row.secret, row.previous_secret] : [row.secret];
}

async function deliver(
  services: AppServices,
  logger: FastifyBaseLogger,
  send: SendAttempt,
  claimed: { row: ClaimedDelivery; lease: Date },
): Promise<void> {
  const { row, lease } = claimed;
  const { db } = services.database;
  const now = services.clock();
  const mine = and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.lockedUntil, lease));
  if (!row.enabled) {
    // Switched off meanwhile: nothing is sent; the owner can send it again after switching it back on.
    await db
      .update(webhookDeliveries)
      .set({
        status: 'failed',
        nextAttemptAt: null,
        lockedUntil: null,
        lastError: 'A végpont ki van kapcsolva.',
      })
      .where(mine);
    return;
  }
  const outcome = await send(
    row.url,
    webhookHeaders(signingSecrets(row, now), row.event_id, now, row.body),
    row.body,
    { timeoutMs: WEBHOOK_TIMEOUT_MS, publicOnly: services.config.webhooksPublicOnly },
  );
  const answered = {
    lastAttemptAt: now,
    responseStatus: outcome.status,
    durationMs: outcome.durationMs,
    responseExcerpt: outcome.excerpt,
    lastError: outcome.error,
    lockedUntil: null,
  };
  if (outcome.ok) {
    await db
      .update(webhookDeliveries)
      .set({ ...answered, status: 'delivered', deliveredAt: now, nextAttemptAt: null })
      .where(mine);
    await db
      .update(webhookEndpoints)
      .set({ failingSince: null, consecutiveFailures: 0 })
      .where(
        and(
          eq(webhookEndpoints.id, row.endpoint_id),
          or(isNotNull(webhookEndpoints.failingSince), gt(webhookEndpoints.consecutiveFailures, 0)),
        ),
      );
    return;
  }
  const delay = webhookRetryDelayMs(row.attempts);
  // On a whole second, so the retries of deliveries failing in the same second are sent together.
  const nextAttemptAt = delay === null ? null : new Date(Math.ceil((now.getTime() + delay) / 1000) * 1000);
  // A sender whose lease was taken over records nothing: the other sender does. The job that sends the
  // retry is left when this job ends (queueNextRun).
  const [recorded] = await db
    .update(webhookDeliveries)
    .set({ ...answered, status: nextAttemptAt ? 'pending' : 'failed', nextAttemptAt })
    .where(mine)
    .returning({ id: webhookDeliveries.id });
  if (!recorded) return;
  await countFailure(services, logger, row.endpoint_id, now, outcome);
}

/**
 * One more failure in the endpoint's run; switches it off when the run is long enough (docs/rules/webhooks.md,
 * 'Disabling'), and tells who registered it, in the same transaction.
 */
async function countFailure(
  services: AppServices,
  logger: FastifyBaseLogger,
  endpointId: string,
  now: Date,
  outcome: AttemptOutcome,
): Promise<void> {
  await services.database.db.transaction(async (tx) => {
    const [run] = await tx
      .update(webhookEndpoints)
      .set({
        consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})`,
      })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({
        failingSince: webhookEndpoints.failingSince,
        consecutiveFailures: webhookEndpoints.consecutiveFailures,
      });
    if (!run?.failingSince || run.consecutiveFailures < WEBHOOK_DISABLE_AFTER.consecutiveFailures) return;
    const failingSince = new Date(run.failingSince);
    if (now.getTime() - failingSince.getTime() < WEBHOOK_DISABLE_AFTER.failingForMs) return;
    // Conditional, so of two senders failing at once exactly one switches it off and mails.
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'failures', disabledAt: now, updatedAt: now })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning();
    if (!disabled) return;
    await recordLog(tx, logger, {
      userId: null,
      actionType: 'admin_action',
      action: 'Webhook végpont kikapcsolva sorozatos hibák miatt',
      details: disabled.url,
      metadata: {
        webhookEndpointId: disabled.id,
        url: disabled.url,
        failures: run.consecutiveFailures,
        oldValues: { enabled: true },
        newValues: { enabled: false },
      },
      at: now,
    });
    for (const owner of await ownersOf(tx, disabled.createdBy, disabled.ownerRole)) {
      await services.mailer.queueQuietly(tx, logger, {
        to: owner.email,
        aboutUserId: owner.id,
        template: 'WEBHOOK_ENDPOINT_DISABLED',
        data: {
          recipientName: owner.name,
          endpointId: disabled.id,
          url: disabled.url,
          description: disabled.description,
          failingSince: failingSince.toISOString(),
          failures: run.consecutiveFailures,
          lastError: outcome.error ?? (outcome.status ? `HTTP ${outcome.status}` : null),
        },
      });
    }
  });
}

/** Who registered the endpoint; when that account is gone, every active member of its team. */
async function ownersOf(
  tx: Executor,
  createdBy: string | null,
  ownerRole: string,
): Promise<{ id: string; name: string; email: string }[]> {
  const active = and(sql`${profiles.deactivatedAt} is null`, sql`${profiles.erasedAt} is null`);
  if (createdBy) {
    const own = await tx
      .select({ id: profiles.id, name: profiles.name, email: profiles.email })
      .from(profiles)
      .where(and(eq(profiles.id, createdBy), active));
    if (own.length > 0) return own;
  }
  return tx
    .select({ id: profiles.id, name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(and(sql`${profiles.role} = ${ownerRole}`, active));
}
