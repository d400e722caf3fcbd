// Signed-in people without the sign-in: a session row and the cookie Better Auth would have signed, written
// straight into the test's database. The password check (scrypt) is made slow on purpose and cost every
// test person 150-350 ms; only the tests about signing in need it, and they keep the real route (signIn in
// accounts.ts). What the guard reads is the same either way: the session row, checked on every request.
import { randomBytes, randomUUID } from 'node:crypto';
import { base32 } from '@better-auth/utils/base32';
import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { REMEMBER_ME_TTL_MS } from '../../domain/constants.ts';
import { sessionCookieName } from '../auth/auth.ts';
import { cookieSignature } from '../auth/secrets.ts';
import { session, twoFactor, user } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/** A new session of the person and the Cookie header a browser would send with it. */
export async function sessionCookie(t: TestApp, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  // Stamped on the app's clock, as the server stamps a session it makes (auth.ts): a test that moves the
  // app's clock moves the session's idle time and expiry with it.
  const now = t.services.clock();
  await t.services.database.db.insert(session).values({
    id: randomUUID(),
    token,
    userId,
    expiresAt: new Date(now.getTime() + REMEMBER_ME_TTL_MS),
    createdAt: now,
    updatedAt: now,
    ipAddress: '127.0.0.1',
    userAgent: 'test',
  });
  const signature = cookieSignature(token, t.config.authSecret);
  return `${sessionCookieName(t.config.publicUrl)}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * An authenticator app set up for the person, as the two-factor set-up stores it (encrypted with the
 * server's secret). Returns the app's key in base32, as the set-up shows it, and the recovery codes.
 */
export async function enableTwoFactorDirectly(
  t: TestApp,
  userId: string,
): Promise<{ secret: string; backupCodes: string[] }> {
  const key = randomBytes(20).toString('hex');
  const backupCodes = Array.from({ length: 10 }, () => {
    const code = randomBytes(5).toString('hex');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  const { db } = t.services.database;
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
  await db.insert(twoFactor).values({
    id: randomUUID(),
    userId,
    secret: await symmetricEncrypt({ key: t.config.authSecret, data: key }),
    backupCodes: await symmetricEncrypt({ key: t.config.authSecret, data: JSON.stringify(backupCodes) }),
    verified: true,
  });
  return { secret: base32.encode(new TextEncoder().encode(key), { padding: false }), backupCodes };
}
