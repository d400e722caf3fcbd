// Who is asking: the signed session cookie, checked against the database on every request, with the
// person's profile read in the same query. Sign-out, a password change or reset, erasure and deactivation
// delete or disable what this query reads, so an old cookie is refused on its very next request, on every
// instance (decision 0012). Which routes admit whom is declared per route (access.ts).
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole, type Role } from '../../domain/roles.ts';
import { STAFF_ABSOLUTE_TIMEOUT_MS, STAFF_IDLE_TIMEOUT_MS } from '../../domain/constants.ts';
import { type profiles, session as sessions } from '../db/schema.ts';
import type { AppServices } from '../services.ts';
import { unauthorized } from '../platform/errors.ts';
import { sessionCookieName, signedCookieNames } from './auth.ts';
import { authSecrets, resignCookies, verifySignedValue } from './secrets.ts';

/** What a request knows of the signed-in person's profile. */
export type ActorProfile = Pick<
  typeof profiles.$inferSelect,
  'id' | 'role' | 'name' | 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'passwordChangeRequired'
>;

export interface Actor {
  userId: string;
  sessionId: string;
  role: Role;
  name: string;
  email: string;
  profile: ActorProfile;
  twoFactorEnabled: boolean;
  /** An auditor who has finished onboarding (docs/rules/access.md, 'The four kinds'); else false. */
  onboarded: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hook on routes that need a session; null on public ones. */
    actor: Actor | null;
  }
}

/**
 * The signed-in person a handler acts for. The access hook has set it on every route that is not public
 * (docs/rules/access.md); a public route that asks for it gets the 401 it would have had, not a crash.
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/**
 * The request's headers for a Better Auth call. Better Auth verifies cookies with the current secret only:
 * one signed with a previous secret (README, 'Rotating AUTH_SECRET') is handed over signed again.
 */
export function requestHeaders(request: FastifyRequest): Headers {
  const { config } = request.server.services;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      headers.append(
        name,
        name === 'cookie'
          ? resignCookies(item, signedCookieNames(config.publicUrl), authSecrets(config))
          : item,
      );
  }
  // Better Auth reads the client address from x-forwarded-for; Fastify decides it (trustProxy).
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Copies Better Auth's Set-Cookie headers onto the reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * The value of one cookie in a Cookie header, URL-decoded; null when absent or malformed. Of two cookies of
 * one name the last counts, as Better Auth reads them.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  let raw: string | undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator >= 0 && part.slice(0, separator).trim() === name) raw = part.slice(separator + 1).trim();
  }
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The session token of a cookie Better Auth signed (`token.base64(HMAC-SHA256(secret, token))`) with the
 * current secret or a previous one, or null when no signature holds. Node's HMAC instead of Web Crypto: a
 * few microseconds per request.
 */
export function verifiedSessionToken(value: string | null, secrets: readonly string[]): string | null {
  return verifySignedValue(value, secrets)?.value ?? null;
}

// A staff session's last use is written at most once a minute: the idle timeout is 30 minutes, and a write
// on every request cost each staff request a commit.
const STAFF_TOUCH_MS = 60_000;

/**
 * The person's columns that both `session_actor` (migration 0020) and `api_key_actor` (migration 0043) return
 * beside their own: the user's two-factor state and the profile.
 */
export interface ActorPersonRow {
  two_factor_enabled: boolean;
  user_id: string;
  role: Role;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  password_change_required: boolean;
  erased_at: Date | string | null;
  deactivated_at: Date | string | null;
}

/** The profile an actor carries, from the person's columns. */
export function actorProfileOf(row: ActorPersonRow): ActorProfile {
  return {
    id: row.user_id,
    role: row.role,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    passwordChangeRequired: row.password_change_required,
  };
}

/** A row of `session_actor` (migration 0020): the session and its person. */
interface SessionActorRow extends ActorPersonRow {
  session_id: string;
  expires_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  onboarding_status: string | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Reads the session and the profile in one query (the `session_actor` function). Staff sessions also end
 * after 30 minutes idle or 12 hours in all (docs/rules/accounts.md, 'Staff session limits'); ended ones
 * are deleted.
 */
export async function readActor(
  services: AppServices,
  request: Pick<FastifyRequest, 'headers'>,
): Promise<Actor | null> {
  const { config } = services;
  const token = verifiedSessionToken(
    cookieValue(request.headers.cookie, sessionCookieName(config.publicUrl)),
    authSecrets(config),
  );
  if (!token) return null;
  const result = await services.database.db.execute(sql`select * from session_actor(${token})`);
  const [row] = (result as unknown as { rows: SessionActorRow[] }).rows;
  // Sessions are stamped on the server's clock (auth.ts), so their expiry is judged on it too: with the dev
  // clock moved, a new session is as new as the clock says (decision 0008).
  const now = services.clock().getTime();
  if (!row || asDate(row.expires_at).getTime() <= now || row.erased_at || row.deactivated_at) return null;
  const profile = actorProfileOf(row);
  const session = {
    sessionId: row.session_id,
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
  };
  if (isStaffRole(profile.role) && !(await staffSessionAlive(services, session, now))) return null;
  return {
    userId: profile.id,
    sessionId: row.session_id,
    role: profile.role,
    name: profile.name,
    email: profile.email,
    profile,
    twoFactorEnabled: row.two_factor_enabled,
    onboarded: row.onboarding_status === 'accepted',
  };
}

/** The staff session limits; an ended session is deleted, a live one touched at most once a minute. */
async function staffSessionAlive(
  services: AppServices,
  row: { sessionId: string; createdAt: Date; updatedAt: Date },
  now: number,
): Promise<boolean> {
  const { db } = services.database;
  const idle = now - row.updatedAt.getTime() > STAFF_IDLE_TIMEOUT_MS;
  const tooOld = now - row.createdAt.getTime() > STAFF_ABSOLUTE_TIMEOUT_MS;
  if (idle || tooOld) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return false;
  }
  if (now - row.updatedAt.getTime() >= STAFF_TOUCH_MS)
    await db
      .update(sessions)
      .set({ updatedAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  return true;
}

/** Staff must have an authenticator app before anything else (docs/product.md, 'Two-factor sign-in'). */
export const needsTwoFactorSetup = (actor: Actor): boolean =>
  isStaffRole(actor.role) && !actor.twoFactorEnabled;
