// Records a webhook event in the caller's transaction and fans it out to a delivery row per subscribed
// endpoint, and makes sure a job will send them (docs/rules/webhooks.md, decision 0026). The services where the
// events happen call it beside their system-log row; the webhooks feature sends and retries the deliveries.
// Unlike the audit log, it is not written in a savepoint: an event the bank's systems were promised is part
// of the change, so a failure to record it rolls the change back rather than losing the event silently.
import { randomBytes } from 'node:crypto';
import { and, arrayContains, eq, inArray, sql } from 'drizzle-orm';
import type { WebhookEventData, WebhookMessageType } from '../../domain/webhook-words.ts';
import type { Executor } from '../db/client.ts';
import { jobs, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema.ts';

/** The job that sends due deliveries; the webhooks feature registers its handler in workers.ts. */
export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';

/** 'msg_' and 128 random bits: the message id a receiver deduplicates on (the webhook-id header). */
export const newWebhookMessageId = (): string => `msg_${randomBytes(16).toString('hex')}`;

/** The body that is signed and sent, written once, so every attempt sends the same bytes. */
export function webhookBody<T extends WebhookMessageType>(
  type: T,
  at: Date,
  data: WebhookEventData[T],
): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

export interface RecordedWebhookEvent {
  eventId: string;
  /** How many endpoints it goes to. */
  deliveries: number;
}

/**
 * Writes the event and a delivery for every enabled endpoint that subscribed to its type (or for the given
 * endpoints only: the test ping), and queues the job that sends them. Call it inside the change's
 * transaction: if the change rolls back, so do the event and its deliveries, and nothing is sent.
 */
export async function recordWebhookEvent<T extends WebhookMessageType>(
  tx: Executor,
  at: Date,
  type: T,
  data: WebhookEventData[T],
  only?: { endpointIds: string[] },
): Promise<RecordedWebhookEvent> {
  const eventId = newWebhookMessageId();
  await tx
    .insert(webhookEvents)
    .values({ id: eventId, type, body: webhookBody(type, at, data), createdAt: at });
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        only
          ? inArray(webhookEndpoints.id, only.endpointIds)
          : arrayContains(webhookEndpoints.events, [type]),
      ),
    );
  if (endpoints.length === 0) return { eventId, deliveries: 0 };
  await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({ eventId, endpointId: endpoint.id, nextAttemptAt: at, createdAt: at })),
    );
  await queueWebhookDelivery(tx, at);
  return { eventId, deliveries: endpoints.length };
}

/**
 * Makes sure a delivery job will run at `at` or earlier. One is enough, as every job sends every due
 * delivery (decision 0026): a job per event made a burst of 10,000 events 10,000 jobs, most finding nothing
 * left to send. When the job seen here finishes before this transaction commits, the deliveries wait for the
 * sweep that every delivery job leaves for the next minute at the latest (webhooks/delivery.ts).
 */
export async function queueWebhookDelivery(executor: Executor, at: Date): Promise<void> {
  await executor.execute(sql`
    insert into ${jobs} (name, payload, run_at)
    select ${WEBHOOK_DELIVERY_JOB}, '{}'::jsonb, ${at}
    where not exists (
      select 1 from ${jobs}
      where name = ${WEBHOOK_DELIVERY_JOB} and status = 'pending' and run_at <= ${at})`);
}
