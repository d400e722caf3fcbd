// API keys (docs/rules/api.md, 'Keys'): the bank's staff and the portal admin make, list and revoke them on
// the "API-kulcsok" screen and from the CLI. A key is shown once and stored as a hash (auth/api-key.ts);
// it acts for its maker, with only the scopes the maker's role may give (API_SCOPE_ROLES).
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  API_KEY_MAX_DAYS,
  API_KEY_ROLES,
  API_MESSAGES,
  type ApiKey,
  type apiKeyCreateSchema,
  type ApiKeyList,
  type ApiScope,
  type CreatedApiKey,
  isApiScope,
  scopesForRole,
} from '../../../domain/api-keys.ts';
import { budapestDayRange, startOfBudapestDay } from '../../../domain/time.ts';
import { checkAccess, roles } from '../../auth/access.ts';
import { newApiKey } from '../../auth/api-key.ts';
import type { Actor } from '../../auth/guard.ts';
import { iso, isoOrNull } from '../../db/query-helpers.ts';
import { apiKeys, apiKeyUses, profiles } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { normalizeEmail } from '../../../domain/email.ts';

/** Who makes and manages keys (docs/rules/api.md, 'Keys'). */
export const API_KEY_MANAGERS = roles(...API_KEY_ROLES);

/** Who makes the keys, as far as this feature needs to know them. */
export type KeyMaker = Pick<Actor, 'userId' | 'role' | 'onboarded' | 'name'>;

const maker = alias(profiles, 'maker');

/**
 * The keys a manager sees: the bank's staff share the bank's keys (one of them can revoke a colleague's
 * leaked key); the portal admin, who runs the portal, sees and revokes every key.
 */
const visibleTo = (actor: KeyMaker) =>
  actor.role === 'portal_admin' ? undefined : eq(maker.role, actor.role);

function stateOf(row: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): ApiKey['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  shown: apiKeys.shown,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  createdByName: maker.name,
  expiresAt: apiKeys.expiresAt,
  revokedAt: apiKeys.revokedAt,
  lastUsedAt: apiKeyUses.lastUsedAt,
};

type KeyRow = {
  id: string;
  name: string;
  shown: string;
  scopes: string[];
  createdAt: Date;
  createdByName: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

function toApiKey(row: KeyRow, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    shown: `${row.shown}…`,
    scopes: row.scopes.filter(isApiScope),
    createdAt: iso(row.createdAt),
    createdByName: row.createdByName,
    expiresAt: isoOrNull(row.expiresAt),
    lastUsedAt: isoOrNull(row.lastUsedAt),
    revokedAt: isoOrNull(row.revokedAt),
    state: stateOf(row, now),
  };
}

export async function listApiKeys(services: AppServices, actor: KeyMaker): Promise<ApiKeyList> {
  checkAccess(actor, API_KEY_MANAGERS);
  const rows = await services.database.db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(maker, eq(maker.id, apiKeys.createdBy))
    .leftJoin(apiKeyUses, eq(apiKeyUses.apiKeyId, apiKeys.id))
    .where(visibleTo(actor))
    .orderBy(desc(apiKeys.createdAt));
  const now = services.clock();
  return { items: rows.map((row) => toApiKey(row, now)), allowedScopes: scopesForRole(actor.role) };
}

/** The instant a key made to work through a Budapest day stops: the next day's start in Budapest. */
function expiryOf(expiresOn: string | null | undefined, now: Date): Date | null {
  if (!expiresOn) return null;
  const end = budapestDayRange(undefined, expiresOn).toExclusive!;
  if (end.getTime() <= startOfBudapestDay(now).getTime())
    throw new AppError('validation_error', 400, API_MESSAGES.expiryInPast, {
      fields: [{ path: 'body.expiresOn', message: API_MESSAGES.expiryInPast }],
    });
  if (end.getTime() - now.getTime() > (API_KEY_MAX_DAYS + 1) * 86_400_000)
    throw new AppError('validation_error', 400, API_MESSAGES.expiryTooFar, {
      fields: [{ path: 'body.expiresOn', message: API_MESSAGES.expiryTooFar }],
    });
  return end;
}

/**
 * Makes a key for the asker with the scopes their role may give (403 for another) and logs it. The whole key
 * is in this answer only.
 */
export async function createApiKey(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: KeyMaker,
  input: z.output<typeof apiKeyCreateSchema>,
): Promise<CreatedApiKey> {
  checkAccess(actor, API_KEY_MANAGERS);
  const allowed = scopesForRole(actor.role);
  const scopes: ApiScope[] = [...new Set(input.scopes)];
  if (scopes.some((scope) => !allowed.includes(scope)))
    throw new AppError('api_scope_not_allowed', 403, API_MESSAGES.scopeNotAllowed);
  const now = services.clock();
  const expiresAt = expiryOf(input.expiresOn, now);
  const { secret, shown, hash } = newApiKey(services.config.isProduction);
  const { db } = services.database;
  const key = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        shown,
        keyHash: hash,
        scopes,
        createdBy: actor.userId,
        createdAt: now,
        expiresAt,
      })
      .returning();
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'API-kulcs létrehozva',
      details: `„${input.name}” (${shown}…)`,
      metadata: { apiKeyId: row!.id, apiKeyName: input.name, scopes, expiresAt: isoOrNull(expiresAt) },
    });
    return row!;
  });
  return {
    key: toApiKey({ ...key, createdByName: actor.name, lastUsedAt: null }, now),
    secret,
  };
}

/** Revokes a key the asker sees (404 for another); it is refused at once, on every instance. */
export async function revokeApiKey(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: KeyMaker,
  keyId: string,
): Promise<ApiKey> {
  checkAccess(actor, API_KEY_MANAGERS);
  const { db } = services.database;
  const now = services.clock();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(keyColumns)
      .from(apiKeys)
      .innerJoin(maker, eq(maker.id, apiKeys.createdBy))
      .leftJoin(apiKeyUses, eq(apiKeyUses.apiKeyId, apiKeys.id))
      .where(and(eq(apiKeys.id, keyId), visibleTo(actor)))
      .for('update', { of: apiKeys });
    if (!row) throw notFound(API_MESSAGES.keyNotFound);
    if (row.revokedAt) throw new AppError('api_key_already_revoked', 409, API_MESSAGES.alreadyRevoked);
    await tx
      .update(apiKeys)
      .set({ revokedAt: now, revokedBy: actor.userId })
      .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'API-kulcs visszavonva',
      details: `„${row.name}” (${row.shown}…)`,
      metadata: { apiKeyId: row.id, apiKeyName: row.name },
    });
    return toApiKey({ ...row, revokedAt: now }, now);
  });
}

/** The CLI's maker: an active staff member of a role that makes keys, by e-mail address. */
export async function keyMakerByEmail(services: AppServices, email: string): Promise<KeyMaker> {
  const [row] = await services.database.db
    .select({ userId: profiles.id, role: profiles.role, name: profiles.name })
    .from(profiles)
    .where(
      and(
        eq(profiles.email, normalizeEmail(email)),
        inArray(profiles.role, [...API_KEY_ROLES]),
        isNull(profiles.erasedAt),
        isNull(profiles.deactivatedAt),
      ),
    );
  if (!row) throw notFound('Nincs ilyen aktív banki vagy portál admin fiók ezzel az e-mail-címmel.');
  return { ...row, onboarded: false };
}
