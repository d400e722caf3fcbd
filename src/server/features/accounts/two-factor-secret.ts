// The authenticator app's secret as Better Auth keeps it (encrypted with AUTH_SECRET), opened with the
// current secret or a previous one (README, 'Rotating AUTH_SECRET'), and the codes checked on the server's
// clock (docs/rules/accounts.md, 'Signing in with a code').
import { timingSafeEqual } from 'node:crypto';
import { symmetricEncrypt } from 'better-auth/crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { twoFactorCookieName } from '../../auth/auth.ts';
import { cookieValue } from '../../auth/guard.ts';
import { authSecrets, decryptWithAnySecret, verifySignedValue } from '../../auth/secrets.ts';
import { twoFactor } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';
import type { AppServices } from '../../services.ts';

const PERIOD_MS = 30_000;
/** Better Auth accepts one 30-second step either side of now; so do we. */
const WINDOW_STEPS = 1;
/** Better Auth stores a secret imported from another provider as `base32:<secret>`. */
const BASE32_PREFIX = 'base32:';

export type StoredSecret =
  | { kind: 'readable'; key: string | Uint8Array }
  | { kind: 'missing' }
  /** No configured secret opens it: AUTH_SECRET changed without keeping the old one in AUTH_SECRET_PREVIOUS. */
  | { kind: 'unreadable' };

interface TwoFactorRow {
  id: string;
  secret: string;
  backupCodes: string;
}

/**
 * What a previous secret encrypted, encrypted again with the current one: the opened authenticator secret
 * (null when no configured secret opens it) and whether the row was rewritten. The update names the old
 * values, so of two instances doing it at once the second changes nothing.
 */
async function reencrypt(executor: Executor, secrets: readonly string[], row: TwoFactorRow) {
  const [secret, codes] = await Promise.all([
    decryptWithAnySecret(row.secret, secrets),
    decryptWithAnySecret(row.backupCodes, secrets),
  ]);
  if (!secret) return { secret: null, rewritten: false };
  const stale = secret.secretIndex > 0 || (codes !== null && codes.secretIndex > 0);
  if (stale) {
    const current = secrets[0]!;
    await executor
      .update(twoFactor)
      .set({
        secret: await symmetricEncrypt({ key: current, data: secret.text }),
        ...(codes ? { backupCodes: await symmetricEncrypt({ key: current, data: codes.text }) } : {}),
      })
      .where(
        and(
          eq(twoFactor.id, row.id),
          eq(twoFactor.secret, row.secret),
          eq(twoFactor.backupCodes, row.backupCodes),
        ),
      );
  }
  return { secret: secret.text, rewritten: stale };
}

/**
 * The person's authenticator secret. One a previous AUTH_SECRET encrypted is encrypted again with the
 * current one first, so Better Auth, which knows only the current secret, reads it from now on.
 */
export async function openTwoFactorSecret(services: AppServices, userId: string): Promise<StoredSecret> {
  const { db } = services.database;
  const [row] = await db
    .select({ id: twoFactor.id, secret: twoFactor.secret, backupCodes: twoFactor.backupCodes })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return { kind: 'missing' };
  const { secret } = await reencrypt(db, authSecrets(services.config), row);
  if (secret === null) return { kind: 'unreadable' };
  return {
    kind: 'readable',
    key: secret.startsWith(BASE32_PREFIX)
      ? base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase())
      : secret,
  };
}

/**
 * At start-up, with previous secrets configured: every authenticator secret and set of recovery codes a
 * previous secret encrypted is encrypted again with the current one, so removing the previous secret later
 * locks no one out. Counts what was rewritten and what no secret opens (those need
 * `user:reset-two-factor`).
 */
export async function reencryptTwoFactorSecrets(
  services: AppServices,
  logger: FastifyBaseLogger,
): Promise<{ rewritten: number; unreadable: number }> {
  const secrets = authSecrets(services.config);
  const counts = { rewritten: 0, unreadable: 0 };
  if (secrets.length < 2) return counts;
  const { db } = services.database;
  const rows = await db
    .select({ id: twoFactor.id, secret: twoFactor.secret, backupCodes: twoFactor.backupCodes })
    .from(twoFactor);
  for (const row of rows) {
    const { secret, rewritten } = await reencrypt(db, secrets, row);
    if (secret === null) counts.unreadable += 1;
    else if (rewritten) counts.rewritten += 1;
  }
  if (counts.rewritten > 0 || counts.unreadable > 0)
    logger[counts.unreadable > 0 ? 'warn' : 'info'](
      counts,
      'authenticator secrets encrypted again with the current AUTH_SECRET; unreadable ones need user:reset-two-factor',
    );
  return counts;
}

const stepOf = (at: Date) => Math.floor(at.getTime() / PERIOD_MS);

/** Whether `code` is the app's code of a step within one of `now`'s, on the server's clock. */
export async function codeMatches(key: string | Uint8Array, code: string, now: Date): Promise<boolean> {
  const otp = createOTP(key);
  const step = stepOf(now);
  const given = Buffer.from(code);
  let matched = false;
  // Every step is computed and compared in constant time, so the time taken tells nothing of the code.
  for (let offset = -WINDOW_STEPS; offset <= WINDOW_STEPS; offset++) {
    const expected = Buffer.from(await otp.hotp(step + offset));
    matched = (expected.length === given.length && timingSafeEqual(expected, given)) || matched;
  }
  return matched;
}

/**
 * The code Better Auth, which checks on the real clock, accepts now: handed over once our check on the
 * server's clock has passed, so Better Auth finishes the sign-in (its session, its attempt counts). Both
 * clocks are the same outside development.
 */
export const codeOnRealClock = (key: string | Uint8Array): Promise<string> =>
  createOTP(key).hotp(stepOf(new Date()));

/** A code no authenticator shows: Better Auth counts it as the wrong code it stands for. */
export const WRONG_CODE = 'wrong!';

/**
 * The person waiting for the second step of this sign-in: the two-factor cookie's challenge (signed with
 * any configured secret), as Better Auth stored it, or null when there is none or it is over 10 minutes old.
 */
export async function pendingSignInUser(
  services: AppServices,
  request: FastifyRequest,
): Promise<string | null> {
  const { config } = services;
  const challenge = verifySignedValue(
    cookieValue(request.headers.cookie, twoFactorCookieName(config.publicUrl)),
    authSecrets(config),
  );
  if (!challenge) return null;
  const context = await services.auth.$context;
  const found = await context.internalAdapter.findVerificationValue(challenge.value);
  return found && found.expiresAt.getTime() > Date.now() ? found.value : null;
}
