// Who is asking: the session (Better Auth) and the profile's role. A request without a valid session
// answers 401, a role outside the route's set 403 (ARCHITECTURE.md "Request path").
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole, type Role } from '../../domain/roles.ts';
import { STAFF_ABSOLUTE_TIMEOUT_MS, STAFF_IDLE_TIMEOUT_MS } from '../../domain/constants.ts';
import { auditorDetails, profiles, session as sessions, user } from '../db/schema.ts';
import { AppError, forbidden, unauthorized } from '../platform/errors.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { AppServices } from '../services.ts';

export type Profile = typeof profiles.$inferSelect;

export interface Actor {
  userId: string;
  sessionId: string;
  role: Role;
  name: string;
  email: string;
  profile: Profile;
  twoFactorEnabled: boolean;
}

// Clients' and auditors' profiles are kept for a few seconds, so the session check costs no database
// round trip on most requests; a role change or erasure reaches every instance within PROFILE_CACHE_MS
// (issue 3 allows 60 s for these roles). Staff profiles are always read fresh.
const PROFILE_CACHE_MS = 5_000;
const PROFILE_CACHE_MAX = 10_000;
const profileCaches = new WeakMap<AppServices, Map<string, { profile: Profile; until: number }>>();

function profileCache(services: AppServices) {
  let cache = profileCaches.get(services);
  if (!cache) {
    cache = new Map();
    profileCaches.set(services, cache);
  }
  return cache;
}

type FoundSession = NonNullable<Awaited<ReturnType<AppServices['auth']['api']['getSession']>>>;

// A checked session cookie of a client or auditor is trusted for a few seconds more without verifying
// its signatures again (about a third of a request's CPU, bench/ 'dashboard'). It trusts nothing the
// signed 60 s cookie cache does not already trust; sign-out forgets it at once.
const SESSION_MEMO_MS = 5_000;
const sessionMemos = new WeakMap<AppServices, Map<string, { found: FoundSession; until: number }>>();

function sessionMemo(services: AppServices) {
  let memo = sessionMemos.get(services);
  if (!memo) {
    memo = new Map();
    sessionMemos.set(services, memo);
  }
  return memo;
}

function rememberSession(services: AppServices, cookie: string, found: FoundSession): void {
  const memo = sessionMemo(services);
  if (memo.size >= PROFILE_CACHE_MAX) memo.clear();
  const until = Math.min(
    performance.now() + SESSION_MEMO_MS,
    new Date(found.session.expiresAt).getTime() - Date.now() + performance.now(),
  );
  memo.set(cookie, { found, until });
}

/** Sign-out: the cookie's memo goes with the session. */
export function forgetSession(services: AppServices, cookie: string | undefined): void {
  if (cookie) sessionMemo(services).delete(cookie);
}

/** Drops a cached profile after this instance changed it (profile edit, erasure). */
export function forgetProfile(services: AppServices, userId: string): void {
  profileCache(services).delete(userId);
}

async function loadProfile(services: AppServices, userId: string): Promise<Profile | undefined> {
  const cache = profileCache(services);
  const cached = cache.get(userId);
  if (cached && cached.until > performance.now()) return cached.profile;
  const [profile] = await services.database.db.select().from(profiles).where(eq(profiles.id, userId));
  if (profile && !isStaffRole(profile.role)) {
    if (cache.size >= PROFILE_CACHE_MAX) cache.clear();
    cache.set(userId, { profile, until: performance.now() + PROFILE_CACHE_MS });
  } else {
    cache.delete(userId);
  }
  return profile;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; null when there is no valid session. */
    actor: Actor | null;
  }
}

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
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

// A staff session's last use is written at most once a minute: the idle timeout is 30 minutes, and a write
// on every request cost each staff request a commit.
const STAFF_TOUCH_MS = 60_000;

/**
 * A staff session is checked in the database on every request, not trusted from the cookie cache: it
 * must still exist (signed out elsewhere, passwords changed), be used within 30 minutes and be at most
 * 12 hours old (issue 3). Expired ones are deleted. Two-factor state is read fresh with it.
 */
async function checkStaffSession(
  services: AppServices,
  sessionId: string,
  userId: string,
): Promise<{ twoFactorEnabled: boolean } | null> {
  const { db } = services.database;
  const [row] = await db
    .select({
      updatedAt: sessions.updatedAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(sessions)
    .innerJoin(user, eq(user.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (!row) return null;
  const now = services.clock().getTime();
  const idle = now - row.updatedAt.getTime() > STAFF_IDLE_TIMEOUT_MS;
  const tooOld = now - row.createdAt.getTime() > STAFF_ABSOLUTE_TIMEOUT_MS;
  if (idle || tooOld || row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  if (now - row.updatedAt.getTime() >= STAFF_TOUCH_MS)
    await db
      .update(sessions)
      .set({ updatedAt: new Date(now) })
      .where(eq(sessions.id, sessionId));
  return { twoFactorEnabled: row.twoFactorEnabled };
}

/**
 * Reads the session and the profile. Clients and auditors may be served from the signed session cookie
 * for up to a minute; staff sessions are checked in the database on every request and end after 30
 * minutes idle or 12 hours in all (issue 3).
 */
export async function readActor(services: AppServices, request: FastifyRequest): Promise<Actor | null> {
  const headers = requestHeaders(request);
  const cookie = request.headers.cookie;
  const memo = cookie ? sessionMemo(services).get(cookie) : undefined;
  const found =
    memo && memo.until > performance.now()
      ? memo.found
      : await services.auth.api.getSession({ headers }).catch(() => null);
  if (!found) return null;
  const profile = await loadProfile(services, found.user.id);
  // spec 01 §4: a user whose profile row is missing is treated as not signed in.
  if (!profile || profile.erasedAt) return null;
  if (cookie && !memo && !isStaffRole(profile.role)) rememberSession(services, cookie, found);
  let twoFactorEnabled = Boolean((found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled);
  if (isStaffRole(profile.role)) {
    const staffSession = await checkStaffSession(services, found.session.id, found.user.id);
    if (!staffSession) return null;
    twoFactorEnabled = staffSession.twoFactorEnabled;
  }
  return {
    userId: found.user.id,
    sessionId: found.session.id,
    role: profile.role,
    name: profile.name,
    email: profile.email,
    profile,
    twoFactorEnabled,
  };
}

/** Staff must have an authenticator app before anything else (issue 3). */
export const needsTwoFactorSetup = (actor: Actor): boolean =>
  isStaffRole(actor.role) && !actor.twoFactorEnabled;

/** Any signed-in person, including staff who still have to set up two-factor sign-in. */
export function requireSession(services: AppServices) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.actor = await readActor(services, request);
    if (!request.actor) throw unauthorized();
  };
}

function roleGuard(services: AppServices, roles: Role[], allowPendingPasswordChange: boolean) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.actor = await readActor(services, request);
    if (!request.actor) throw unauthorized();
    if (needsTwoFactorSetup(request.actor))
      throw new AppError('two_factor_setup_required', 403, MESSAGES.twoFactor.setupRequired);
    if (!allowPendingPasswordChange && request.actor.profile.passwordChangeRequired)
      throw new AppError('password_change_required', 403, MESSAGES.auth.passwordChangeRequired);
    if (roles.length > 0 && !roles.includes(request.actor.role)) throw forbidden();
  };
}

/** A preValidation hook (before the body is read) that lets only the given roles through (any signed-in role when none is given). */
export function requireRole(services: AppServices, ...roles: Role[]) {
  return roleGuard(services, roles, false);
}

/** The password change itself: an account made with a temporary password may call only this (issue 6). */
export function requireRoleForPasswordChange(services: AppServices) {
  return roleGuard(services, [], true);
}

/**
 * Like `requireRole`, and an auditor must also have finished onboarding (spec 02 §6: auditors finish
 * onboarding before using the app); until then their routes answer 403 `onboarding_required`.
 */
export function requireOnboardedRole(services: AppServices, ...roles: Role[]) {
  const roleCheck = requireRole(services, ...roles);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await roleCheck(request, reply);
    const actor = request.actor!;
    if (actor.role !== 'auditor') return;
    const [details] = await services.database.db
      .select({ status: auditorDetails.onboardingStatus })
      .from(auditorDetails)
      .where(eq(auditorDetails.auditorId, actor.userId));
    if (details?.status !== 'accepted')
      throw new AppError('onboarding_required', 403, MESSAGES.auditorWorkspace.onboardingRequired);
  };
}
