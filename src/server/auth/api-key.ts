// Who is asking on the machine API (/api/v1): the `Authorization: Bearer <key>` header, looked up in the
// database on every request, so a revoked or expired key is refused at once on every instance, as a
// session is (decision 0012, decision 0025). Cookies are never read here: a bearer request carries no
// ambient credential, which is also why the origin check lets these routes through (app.ts).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIXES,
  API_KEY_SHOWN_LENGTH,
  API_MESSAGES,
  type ApiScope,
  isApiScope,
} from '../../domain/api-keys.ts';
import { RATE_LIMITS } from '../../domain/constants.ts';
import { apiKeyUses } from '../db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { rateLimitedError } from '../platform/rate-limit.ts';
import type { AppServices } from '../services.ts';
import { actorProfileOf, type Actor, type ActorPersonRow } from './guard.ts';

/** The key a request came with, beside the person it acts for (`request.actor`). */
export interface ApiKeyPrincipal {
  id: string;
  name: string;
  scopes: ApiScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hook on /api/v1 routes; null elsewhere. */
    apiKey: ApiKeyPrincipal | null;
  }
}

/**
 * The key as stored: SHA-256 of the whole key. The key is 256 random bits, so no salt or slow hash is
 * needed to make guessing hopeless, and one indexed lookup finds it (decision 0025).
 */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A new key: the environment's prefix and 32 random bytes in base64url. */
export function newApiKey(isProduction: boolean): { secret: string; shown: string; hash: string } {
  const secret = `${isProduction ? API_KEY_PREFIXES.live : API_KEY_PREFIXES.test}${randomBytes(32).toString('base64url')}`;
  return { secret, shown: secret.slice(0, API_KEY_SHOWN_LENGTH), hash: hashApiKey(secret) };
}

/** The key of an `Authorization: Bearer …` header, or null when there is none of the right form. */
export function bearerKey(header: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  const key = match?.[1];
  return key && API_KEY_PATTERN.test(key) ? key : null;
}

/** The rate-limit counter of one key (rules/limits.md: each key has its own). */
export const apiKeyRateKey = (keyId: string) => `api-key:${keyId}`;

// A key's last use is written at most once a minute: the screen shows it to the minute, and a write on
// every request would cost each request a commit.
const TOUCH_MS = 60_000;

/** A row of `api_key_actor` (migration 0043): the key and the person who made it. */
interface ApiKeyActorRow extends ActorPersonRow {
  key_id: string;
  key_name: string;
  scopes: string[];
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
}

const time = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).getTime();

const refused = () => new AppError('api_key_invalid', 401, API_MESSAGES.keyRefused);

/**
 * The key of the request and the person it acts for; 401 without a key, or with one that is unknown,
 * revoked, expired, or whose maker can no longer sign in (erased, deactivated). Counts the request against
 * the key's own rate limit (429 with Retry-After) and records its use at most once a minute.
 */
export async function readApiKeyActor(
  services: AppServices,
  request: Pick<FastifyRequest, 'headers'>,
): Promise<{ actor: Actor; key: ApiKeyPrincipal }> {
  const secret = bearerKey(request.headers.authorization);
  if (!secret) throw new AppError('api_key_missing', 401, API_MESSAGES.missingKey);
  const { db } = services.database;
  const result = await db.execute(sql`select * from api_key_actor(${hashApiKey(secret)})`);
  const [row] = (result as unknown as { rows: ApiKeyActorRow[] }).rows;
  const now = services.clock().getTime();
  if (!row || row.revoked_at !== null || row.erased_at !== null || row.deactivated_at !== null)
    throw refused();
  const expiresAt = time(row.expires_at);
  if (expiresAt !== null && expiresAt <= now) throw refused();

  const limit = await services.rateLimiter.hit(apiKeyRateKey(row.key_id), RATE_LIMITS.apiKey);
  if (!limit.allowed)
    throw rateLimitedError(limit.retryAfterMs, ({ seconds }) => API_MESSAGES.rateLimited(seconds));
  const lastUsed = time(row.last_used_at);
  if (lastUsed === null || now - lastUsed >= TOUCH_MS)
    await db
      .insert(apiKeyUses)
      .values({ apiKeyId: row.key_id, lastUsedAt: new Date(now) })
      .onConflictDoUpdate({ target: apiKeyUses.apiKeyId, set: { lastUsedAt: new Date(now) } });

  const profile = actorProfileOf(row);
  return {
    actor: {
      userId: row.user_id,
      sessionId: `api-key:${row.key_id}`,
      role: row.role,
      name: row.name,
      email: row.email,
      profile,
      twoFactorEnabled: row.two_factor_enabled,
      // Keys are made by staff only (API_KEY_ROLES); no auditor acts through one.
      onboarded: false,
    },
    key: { id: row.key_id, name: row.key_name, scopes: row.scopes.filter(isApiScope) },
  };
}

/** The key a handler acts with; the access hook has set it on every api-key route. */
export function apiKeyOf(request: FastifyRequest): ApiKeyPrincipal {
  if (!request.apiKey) throw new AppError('api_key_missing', 401, API_MESSAGES.missingKey);
  return request.apiKey;
}
