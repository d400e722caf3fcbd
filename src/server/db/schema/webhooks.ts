// Signed webhooks (migration 0044, docs/data-model.md, 'Webhooks'; docs/rules/webhooks.md): the endpoints the
// bank registers, one row per event written in the change's own transaction, and one delivery per event and
// subscribed endpoint, which the job queue sends and retries.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_ROLES } from '../../../domain/webhook-words.ts';
import { createdAt, inList, partOf, recordId, textPartOf, timestamptz } from './columns.ts';
import { actedBy } from './people.ts';

export const WEBHOOK_DISABLED_REASONS = ['failures', 'manual'] as const;

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: recordId(),
    /** The team that owns it: every bank staff member sees the bank's, every portal admin the operator's. */
    ownerRole: text('owner_role', { enum: WEBHOOK_ROLES }).notNull(),
    /** Who registered it, told when it is switched off; null once that account is gone. */
    createdBy: actedBy('created_by'),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    /** 'whsec_' and the base64 key; the HMAC needs the key itself, so it cannot be stored as a hash. */
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    secretRotatedAt: timestamptz('secret_rotated_at'),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: WEBHOOK_DISABLED_REASONS }),
    disabledAt: timestamptz('disabled_at'),
    failingSince: timestamptz('failing_since'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('webhook_endpoints_owner_role_check', inList('owner_role', WEBHOOK_ROLES)),
    check(
      'webhook_endpoints_disabled_reason_check',
      sql`disabled_reason is null or disabled_reason in ('failures', 'manual')`,
    ),
    index('webhook_endpoints_owner_idx').on(t.ownerRole, t.createdAt),
  ],
);

/** One row per event, written with the change; `body` is the exact JSON that is signed and sent. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** 'msg_' and 32 hex digits: the webhook-id header, the same on every attempt and every endpoint. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** Kept as text, not jsonb, so the bytes signed on a retry are the bytes signed the first time. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: recordId(),
    eventId: textPartOf('event_id', () => webhookEvents.id),
    endpointId: partOf('endpoint_id', () => webhookEndpoints.id),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').defaultNow(),
    /** A sender's lease; its end time is also its token, so a sender whose lease ran out records nothing. */
    lockedUntil: timestamptz('locked_until'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    responseExcerpt: text('response_excerpt'),
    lastError: text('last_error'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_status_check', inList('status', WEBHOOK_DELIVERY_STATUSES)),
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt.desc()),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);
