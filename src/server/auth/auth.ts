// Better Auth on our database (ARCHITECTURE.md): password hashing, sessions, e-mail verification and
// reset tokens. Our routes call it through `auth.api` so every answer keeps our error shape and
// Hungarian messages; its own HTTP handler is not exposed.
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { betterAuth } from 'better-auth';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { PRODUCT_TITLE, REMEMBER_ME_TTL_MS, RESET_LINK_TTL_MS } from '../../domain/constants.ts';
import { account, session, twoFactor, user, verification } from '../db/schema.ts';
import type { AppServices } from '../services.ts';

const SECONDS = (ms: number) => Math.round(ms / 1000);

/** How long a client's or auditor's cached session is trusted before the database is asked again. */
export const SESSION_COOKIE_CACHE_SECONDS = 60;

export function sessionCookieName(publicUrl: string): string {
  // __Host- cookies must be Secure, which browsers refuse over plain http outside localhost.
  return publicUrl.startsWith('https://') ? '__Host-etp.session_token' : 'etp.session_token';
}

export function createAuth(services: Omit<AppServices, 'auth'>) {
  const { config, database, mailer } = services;
  const isHttps = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: PRODUCT_TITLE,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
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
        await mailer.queue(database.db, {
          to: person.email,
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
          template: 'EMAIL_VERIFICATION',
          data: {
            name: person.name,
            url: `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
          },
        });
      },
    },
    session: {
      expiresIn: SECONDS(REMEMBER_ME_TTL_MS),
      updateAge: 24 * 3600,
      cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS },
    },
    // Our own limits (PRODUCT.md) are shared by all instances; Better Auth's would be per route only.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'etp',
      useSecureCookies: isHttps,
      cookies: { session_token: { name: sessionCookieName(config.publicUrl) } },
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
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
