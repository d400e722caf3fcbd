// Webhook endpoints (docs/rules/webhooks.md): the bank's staff and the portal admin register where the
// portal sends its events, read each endpoint's delivery log, send a message again, and rotate the secret.
// An endpoint belongs to its team (the bank's staff together, the portal admins together): another team's
// endpoint answers 404 like a missing one. Every change is in the system log, never with the secret.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { withArticle } from '../../../domain/article.ts';
import type { LogMetadata } from '../../../domain/log-details.ts';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  WEBHOOK_PING_TYPE,
  WEBHOOK_ROLES,
  WEBHOOK_SECRET_OVERLAP_MS,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  type WebhookEventType,
  type WebhookRole,
  type WebhookSecretAnswer,
} from '../../../domain/webhooks.ts';
import { checkAccess, roles } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { iso, isoOrNull } from '../../db/query-helpers.ts';
import { profiles, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { queueWebhookDelivery, recordWebhookEvent } from '../../platform/webhook-events.ts';
import type { AppServices } from '../../services.ts';
import { refuseEndpointUrl } from './address.ts';
import { generateWebhookSecret } from './signing.ts';
import { ERASED_PERSON_NAME } from '../../../domain/person-name.ts';

/** Who manages endpoints: the bank's staff and the portal admin (docs/rules/access.md). */
export const WEBHOOK_MANAGERS = roles(...WEBHOOK_ROLES);

/**
 * Who acts: a signed-in staff member, or the owner of an API key acting through /api/v1, with the key, whose
 * name the system log then shows (docs/rules/api.md).
 */
export type WebhookActor = Pick<Actor, 'userId' | 'name' | 'role' | 'onboarded'> & {
  apiKey?: { id: string; name: string };
};

const endpointNotFound = () => new AppError('webhook_endpoint_not_found', 404, WEBHOOK_MESSAGES.notFound);

/** The team whose endpoints the actor manages; refuses anyone else (403). */
function teamOf(actor: WebhookActor): WebhookRole {
  checkAccess(actor, WEBHOOK_MANAGERS);
  return actor.role as WebhookRole;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function endpointView(row: EndpointRow, createdByName: string | null): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    disabledAt: isoOrNull(row.disabledAt),
    failingSince: isoOrNull(row.failingSince),
    consecutiveFailures: row.consecutiveFailures,
    previousSecretExpiresAt: row.previousSecret ? isoOrNull(row.previousSecretExpiresAt) : null,
    secretRotatedAt: isoOrNull(row.secretRotatedAt),
    createdByName: createdByName?.trim() || ERASED_PERSON_NAME,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function readEndpoints(executor: Executor, team: WebhookRole, id?: string): Promise<WebhookEndpoint[]> {
  const rows = await executor
    .select({ endpoint: webhookEndpoints, createdByName: profiles.name })
    .from(webhookEndpoints)
    .leftJoin(profiles, eq(profiles.id, webhookEndpoints.createdBy))
    .where(and(eq(webhookEndpoints.ownerRole, team), id ? eq(webhookEndpoints.id, id) : undefined))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map((row) => endpointView(row.endpoint, row.createdByName));
}

export async function listWebhookEndpoints(
  services: AppServices,
  actor: WebhookActor,
): Promise<WebhookEndpoint[]> {
  return readEndpoints(services.database.db, teamOf(actor));
}

export async function getWebhookEndpoint(
  services: AppServices,
  actor: WebhookActor,
  id: string,
): Promise<WebhookEndpoint> {
  const [endpoint] = await readEndpoints(services.database.db, teamOf(actor), id);
  if (!endpoint) throw endpointNotFound();
  return endpoint;
}

/** The team's endpoint under lock, so two changes to it are applied one after the other; 404 otherwise. */
async function lockEndpoint(tx: Executor, team: WebhookRole, id: string): Promise<EndpointRow> {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.ownerRole, team)))
    .for('update');
  if (!row) throw endpointNotFound();
  return row;
}

/** Held while a team's endpoints are counted and one is added. */
const sqlLockTeam = (team: WebhookRole) =>
  sql`select pg_advisory_xact_lock(hashtext(${`webhook-endpoints:${team}`}))`;

/** In production: https and no internal address (address.ts); a 400 on the url field otherwise. */
function checkUrl(services: AppServices, url: string): void {
  const refused = refuseEndpointUrl(url, services.config.webhooksPublicOnly);
  if (refused)
    throw new AppError('validation_error', 400, refused, {
      fields: [{ path: 'body.url', message: refused }],
    });
}

const logged = (row: Pick<EndpointRow, 'url' | 'description' | 'events' | 'enabled'>) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
});

async function logChange(
  tx: Executor,
  logger: FastifyBaseLogger,
  actor: WebhookActor,
  action: string,
  url: string,
  metadata: LogMetadata,
  at: Date,
): Promise<void> {
  const key = actor.apiKey;
  await recordLog(tx, logger, {
    userId: actor.userId,
    actionType: 'admin_action',
    action,
    details: key ? `${url} (${withArticle(`„${key.name}”`)} API-kulccsal)` : url,
    metadata: key ? { ...metadata, apiKeyId: key.id, apiKeyName: key.name } : metadata,
    at,
  });
}

export async function createWebhookEndpoint(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: WebhookActor,
  input: WebhookEndpointInput,
): Promise<WebhookSecretAnswer> {
  const team = teamOf(actor);
  checkUrl(services, input.url);
  const now = services.clock();
  const secret = generateWebhookSecret();
  const id = await services.database.db.transaction(async (tx) => {
    // Counted under the team's lock, so two creations at once cannot pass the limit together.
    await tx.execute(sqlLockTeam(team));
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.ownerRole, team));
    if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX)
      throw new AppError('too_many_webhook_endpoints', 409, WEBHOOK_MESSAGES.tooMany);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        ownerRole: team,
        createdBy: actor.userId,
        url: input.url,
        description: input.description,
        events: input.events,
        secret,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('webhook endpoint insert returned no row');
    await logChange(
      tx,
      logger,
      actor,
      'Webhook végpont létrehozva',
      row.url,
      {
        webhookEndpointId: row.id,
        newValues: logged(row),
      },
      now,
    );
    return row.id;
  });
  return { endpoint: await getWebhookEndpoint(services, actor, id), secret };
}

export async function updateWebhookEndpoint(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: WebhookActor,
  id: string,
  update: WebhookEndpointUpdate,
): Promise<WebhookEndpoint> {
  const team = teamOf(actor);
  if (update.url !== undefined) checkUrl(services, update.url);
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, team, id);
    const after = {
      url: update.url ?? before.url,
      description: update.description ?? before.description,
      events: update.events ?? before.events,
      enabled: update.enabled ?? before.enabled,
    };
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    if (changed.length === 0) return;
    const switching = after.enabled !== before.enabled;
    await tx
      .update(webhookEndpoints)
      .set({
        ...after,
        updatedAt: now,
        // Switched back on: a new start, its run of failures forgotten (docs/rules/webhooks.md, 'Disabling').
        ...(switching && after.enabled
          ? { disabledReason: null, disabledAt: null, failingSince: null, consecutiveFailures: 0 }
          : {}),
        ...(switching && !after.enabled ? { disabledReason: 'manual' as const, disabledAt: now } : {}),
      })
      .where(eq(webhookEndpoints.id, id));
    const pick = (row: typeof after) => Object.fromEntries(changed.map((key) => [key, row[key]]));
    await logChange(
      tx,
      logger,
      actor,
      'Webhook végpont módosítva',
      after.url,
      {
        webhookEndpointId: id,
        updatedFields: changed,
        oldValues: pick(logged(before)),
        newValues: pick(after),
      },
      now,
    );
  });
  return getWebhookEndpoint(services, actor, id);
}

export async function deleteWebhookEndpoint(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: WebhookActor,
  id: string,
): Promise<void> {
  const team = teamOf(actor);
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, team, id);
    // Its deliveries go with it (on delete cascade); a job that claimed one records nothing.
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await logChange(
      tx,
      logger,
      actor,
      'Webhook végpont törölve',
      before.url,
      {
        webhookEndpointId: id,
        oldValues: logged(before),
      },
      now,
    );
  });
}

/**
 * A new secret; the old one keeps signing beside it for 24 hours (docs/rules/webhooks.md, 'Secrets'), so
 * the receiver can switch at its own pace. A second rotation within the overlap drops the oldest secret.
 */
export async function rotateWebhookSecret(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: WebhookActor,
  id: string,
): Promise<WebhookSecretAnswer> {
  const team = teamOf(actor);
  const now = services.clock();
  const secret = generateWebhookSecret();
  const overlapUntil = new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS);
  await services.database.db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, team, id);
    await tx
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: before.secret,
        previousSecretExpiresAt: overlapUntil,
        secretRotatedAt: now,
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, id));
    await logChange(
      tx,
      logger,
      actor,
      'Webhook titkos kulcs cserélve',
      before.url,
      {
        webhookEndpointId: id,
        dueAt: overlapUntil.toISOString(),
      },
      now,
    );
  });
  return { endpoint: await getWebhookEndpoint(services, actor, id), secret };
}

/** 'Teszt ping': a message of type 'ping' to this endpoint only, delivered and logged like any event. */
export async function pingWebhookEndpoint(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: WebhookActor,
  id: string,
): Promise<{ eventId: string }> {
  const team = teamOf(actor);
  const now = services.clock();
  return services.database.db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, team, id);
    if (!endpoint.enabled)
      throw new AppError('webhook_endpoint_disabled', 409, WEBHOOK_MESSAGES.endpointDisabled);
    const { eventId } = await recordWebhookEvent(
      tx,
      now,
      WEBHOOK_PING_TYPE,
      { endpointId: id, message: 'Teszt ping az Energetikai Tanúsítvány Portálról' },
      { endpointIds: [id] },
    );
    await logChange(
      tx,
      logger,
      actor,
      'Webhook teszt ping elküldve',
      endpoint.url,
      {
        webhookEndpointId: id,
        webhookMessage: eventId,
      },
      now,
    );
    return { eventId };
  });
}

export async function listWebhookDeliveries(
  services: AppServices,
  actor: WebhookActor,
  id: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<WebhookDeliveryList> {
  const endpoint = await getWebhookEndpoint(services, actor, id);
  const { db } = services.database;
  const where = eq(webhookDeliveries.endpointId, endpoint.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return {
    items: rows.map(({ delivery, eventType }) => ({
      id: delivery.id,
      eventId: delivery.eventId,
      eventType,
      status: delivery.status,
      attempts: delivery.attempts,
      responseStatus: delivery.responseStatus,
      durationMs: delivery.durationMs,
      lastError: delivery.lastError,
      responseExcerpt: delivery.responseExcerpt,
      lastAttemptAt: isoOrNull(delivery.lastAttemptAt),
      nextAttemptAt: delivery.status === 'pending' ? isoOrNull(delivery.nextAttemptAt) : null,
      deliveredAt: isoOrNull(delivery.deliveredAt),
      createdAt: iso(delivery.createdAt),
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

/**
 * Sends a delivery again now, with the same webhook-id and body, and a fresh retry schedule (the receiver
 * deduplicates on the id). A sender still holding it loses its lease and records nothing.
 */
export async function redeliverWebhook(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: WebhookActor,
  endpointId: string,
  deliveryId: string,
): Promise<void> {
  const team = teamOf(actor);
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, team, endpointId);
    if (!endpoint.enabled)
      throw new AppError('webhook_endpoint_disabled', 409, WEBHOOK_MESSAGES.endpointDisabled);
    const [delivery] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
      .returning({ eventId: webhookDeliveries.eventId });
    if (!delivery) throw new AppError('webhook_delivery_not_found', 404, WEBHOOK_MESSAGES.deliveryNotFound);
    await queueWebhookDelivery(tx, now);
    await logChange(
      tx,
      logger,
      actor,
      'Webhook üzenet újraküldve',
      endpoint.url,
      {
        webhookEndpointId: endpointId,
        webhookMessage: delivery.eventId,
      },
      now,
    );
  });
}
