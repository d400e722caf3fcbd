// Better Auth on our database (docs/architecture.md, 'Sessions'): password hashing, sessions, e-mail
// verification and reset tokens. Our routes call it through `auth.api` so every answer keeps our error shape
// and Hungarian messages; its own HTTP handler is not exposed.
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { PRODUCT_TITLE, REMEMBER_ME_TTL_MS, RESET_LINK_TTL_MS } from '../../domain/constants.ts';
import { account, session, twoFactor, user, verification } from '../db/schema.ts';
import type { AppServices } from '../services.ts';
import { allowedOrigins } from './origins.ts';

const SECONDS = (ms: number) => Math.round(ms / 1000);

/**
 * The portal's cookies are `__Host-` over https: Secure, for this host only, path /, so no sibling domain
 * can set or overwrite them. Browsers refuse Secure cookies over plain http outside localhost, so a local
 * run uses plain names.
 */
function cookiePrefix(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? '__Host-etp' : 'etp';
}

export function sessionCookieName(publicUrl: string): string {
  return `${cookiePrefix(publicUrl)}.session_token`;
}

/** The pending second step of a sign-in (Better Auth's two-factor plugin). */
export function twoFactorCookieName(publicUrl: string): string {
  return `${cookiePrefix(publicUrl)}.two_factor`;
}

/** Better Auth's signed cookies: the session, the pending second step, the browser-session marker. */
export function signedCookieNames(publicUrl: string): ReadonlySet<string> {
  return new Set([
    sessionCookieName(publicUrl),
    twoFactorCookieName(publicUrl),
    `${cookiePrefix(publicUrl)}.dont_remember`,
  ]);
}

export function createAuth(services: Omit<AppServices, 'auth'>) {
  const { config, database, mailer } = services;
  const isHttps = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: PRODUCT_TITLE,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: allowedOrigins(config),
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: SECONDS(RESET_LINK_TTL_MS),
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: person, token }) => {
        // The link's hour runs on the server clock (DEV_CLOCK moves it, tests set it), not on Better
        // Auth's wall clock: the reset routes judge it against the same clock.
        await database.db
          .update(verification)
          .set({ expiresAt: new Date(services.clock().getTime() + RESET_LINK_TTL_MS) })
          .where(eq(verification.identifier, `reset-password:${token}`));
        await mailer.queue(database.db, {
          to: person.email,
          aboutUserId: person.id,
          template: 'PASSWORD_RESET',
          data: {
            name: person.name,
            url: `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
          },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user: person, token }) => {
        await mailer.queue(database.db, {
          to: person.email,
          aboutUserId: person.id,
          template: 'EMAIL_VERIFICATION',
          data: {
            name: person.name,
            url: `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
          },
        });
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Better Auth stamps a new session on the real clock; the guard judges it on the server's clock,
          // as it judges the staff limits (docs/rules/accounts.md, 'One clock'). With the dev clock moved,
          // a session stamped on the real clock would look days idle on its next request, so it is stamped
          // on the server's clock, keeping its length (decision 0008). Its end never comes earlier than
          // Better Auth's own, which its calls (the password change, the authenticator set-up) still check
          // on the real clock: a dev clock set back leaves a session usable there too.
          before: async (row) => {
            const now = services.clock();
            const shifted = row.expiresAt.getTime() + now.getTime() - row.createdAt.getTime();
            return {
              data: {
                createdAt: now,
                updatedAt: now,
                expiresAt: new Date(Math.max(shifted, row.expiresAt.getTime())),
              },
            };
          },
        },
      },
    },
    session: {
      // docs/product.md, 'Remember-me': a remembered session lasts 30 days (a browser session otherwise), not
      // extended by use.
      expiresIn: SECONDS(REMEMBER_ME_TTL_MS),
      disableSessionRefresh: true,
      // Every request reads the session row (guard.ts), so a signed-out session ends at once (decision 0012).
      cookieCache: { enabled: false },
    },
    // Our own limits (docs/rules/limits.md, 'Rate limits') are shared by all instances; Better Auth's would
    // be per route only.
    rateLimit: { enabled: false },
    advanced: {
      // Better Auth's own secure mode would prefix `__Secure-` to every name, `__Host-` ones included.
      useSecureCookies: false,
      cookiePrefix: cookiePrefix(config.publicUrl),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps, path: '/' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      // Authenticator apps (TOTP) with one-time recovery codes; mandatory for staff (guard.ts).
      twoFactorPlugin({
        issuer: PRODUCT_TITLE,
        skipVerificationOnEnable: false,
        twoFactorCookieMaxAge: 10 * 60,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    // Its warnings are the answers we give in Hungarian (wrong password, unknown address): errors only.
    logger: { level: 'error' },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
