// Two-factor sign-in with an authenticator app (docs/rules/accounts.md, 'Two-factor authentication'): staff
// must set it up at their first sign-in and give a code every time; clients and auditors may turn it on.
// Better Auth keeps the encrypted TOTP secret and recovery codes; these routes keep our error shape and
// Hungarian messages.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAPIError } from 'better-auth/api';
import { lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  loginResultSchema,
  meSchema,
  messageSchema,
  totpCodeSchema,
  twoFactorPasswordSchema,
  twoFactorSetupSchema,
  twoFactorVerifySchema,
} from '../../../domain/account.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { SERVER_MESSAGES } from '../../../domain/server-messages.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { PUBLIC, SIGNED_IN_DURING_SET_UP } from '../../auth/access.ts';
import { actorOf, forwardCookies, requestHeaders } from '../../auth/guard.ts';
import { twoFactorUsedCodes } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { loadMe } from './me.ts';
import { completeSignIn } from './service.ts';
import {
  codeMatches,
  codeOnRealClock,
  openTwoFactorSecret,
  pendingSignInUser,
  WRONG_CODE,
} from './two-factor-secret.ts';
import { routeOptions } from '../../platform/route-options.ts';

/** Better Auth's refusals in our words. */
function twoFactorError(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  switch (error.body?.code) {
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return new AppError('two_factor_code_invalid', 400, MESSAGES.twoFactor.codeInvalid);
    case 'INVALID_TWO_FACTOR_COOKIE':
      return new AppError('two_factor_expired', 401, MESSAGES.twoFactor.challengeExpired);
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return new AppError('two_factor_locked', 429, MESSAGES.twoFactor.tooManyAttempts);
    case 'TOTP_ALREADY_ENABLED':
      return new AppError('two_factor_already_enabled', 409, MESSAGES.twoFactor.alreadyEnabled);
    case 'INVALID_PASSWORD':
      return new AppError('wrong_current_password', 400, MESSAGES.auth.currentPasswordWrong);
    default:
      return error.status === 'UNAUTHORIZED'
        ? new AppError('two_factor_expired', 401, MESSAGES.twoFactor.challengeExpired)
        : error;
  }
}

// Better Auth accepts a code one 30-second step either side of now, so a code is good for at most 90 s.
const TOTP_CODE_LIFETIME_MS = 3 * 30_000;

/**
 * No configured secret opens the person's second factor: AUTH_SECRET was changed without keeping the old
 * one in AUTH_SECRET_PREVIOUS (README, 'Rotating AUTH_SECRET'). The person is told who can help; the
 * operator's log says what happened.
 */
function unreadableSecondFactor(logger: FastifyBaseLogger, userId: string): AppError {
  logger.warn(
    { userId },
    'second factor unreadable with every configured AUTH_SECRET: keep the old secret in AUTH_SECRET_PREVIOUS, or reset it with user:reset-two-factor',
  );
  return new AppError('two_factor_unreadable', 409, SERVER_MESSAGES.twoFactorUnreadable);
}

/**
 * The code to hand Better Auth for `code`: our check runs on the server's clock (the dev clock when it is
 * on, decision 0008) and Better Auth's on the real one, so a right code is handed over as the code of the
 * real clock's step, and a wrong one as a code that matches no step, which Better Auth counts as a failure.
 */
async function codeForBetterAuth(key: string | Uint8Array, code: string, now: Date): Promise<string | null> {
  return (await codeMatches(key, code, now)) ? codeOnRealClock(key) : null;
}

/**
 * Marks an authenticator code as used by this account; false when it already was (a code works once). The
 * insert is the arbiter, so of two requests racing with one code exactly one wins.
 */
export async function spendTotpCode(services: AppServices, userId: string, code: string): Promise<boolean> {
  const now = services.clock();
  const spent = await services.database.db
    .insert(twoFactorUsedCodes)
    .values({ userId, code, expiresAt: new Date(now.getTime() + TOTP_CODE_LIFETIME_MS) })
    .onConflictDoUpdate({
      target: [twoFactorUsedCodes.userId, twoFactorUsedCodes.code],
      set: { expiresAt: sql`excluded.expires_at` },
      // A row left from an earlier, long expired use of the same six digits does not count.
      setWhere: lte(twoFactorUsedCodes.expiresAt, now),
    })
    .returning({ userId: twoFactorUsedCodes.userId });
  return spent.length === 1;
}

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const { db } = services.database;
  const tags = ['accounts'];
  const publicRoute = routeOptions(tags, { access: PUBLIC });
  const duringSetUp = routeOptions(tags, { access: SIGNED_IN_DURING_SET_UP });

  app.post(
    '/verify',
    publicRoute(
      'Bejelentkezés második lépése: hitelesítő kód vagy helyreállító kód',
      { body: twoFactorVerifySchema, response: { 200: loginResultSchema } },
      { refusals: [401, 429] },
    ),
    async (request, reply) => {
      const { method, code } = request.body;
      const userId = await pendingSignInUser(services, request);
      // No password step waiting (or it is over 10 minutes old): nothing to check a code against.
      if (!userId) throw new AppError('two_factor_expired', 401, MESSAGES.twoFactor.challengeExpired);
      const stored = await openTwoFactorSecret(services, userId);
      if (stored.kind === 'unreadable') throw unreadableSecondFactor(request.log, userId);
      let handedOver = code;
      if (method === 'totp' && stored.kind === 'readable') {
        const onRealClock = await codeForBetterAuth(stored.key, code, services.clock());
        // A right code signs in once: of two sign-ins with one code (a copy of it, or the same form sent
        // twice) the first to record it wins, before any session exists.
        if (onRealClock !== null && !(await spendTotpCode(services, userId, code)))
          throw new AppError('two_factor_code_used', 400, MESSAGES.twoFactor.codeUsed);
        handedOver = onRealClock ?? WRONG_CODE;
      }
      const headers = requestHeaders(request);
      let answer;
      try {
        answer =
          method === 'totp'
            ? await services.auth.api.verifyTOTP({ body: { code: handedOver }, headers, returnHeaders: true })
            : await services.auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
      } catch (error) {
        throw twoFactorError(error);
      }
      const signedIn = answer.response.user;
      await completeSignIn(services, request.log, {
        userId: signedIn.id,
        email: signedIn.email,
        userAgent: request.headers['user-agent'] ?? '',
      });
      forwardCookies(reply, answer.headers);
      return { me: await loadMe(db, signedIn.id), twoFactorRequired: false };
    },
  );

  app.post(
    '/setup',
    duringSetUp('Hitelesítő alkalmazás beállításának kezdete (jelszóval)', {
      body: twoFactorPasswordSchema,
      response: { 200: twoFactorSetupSchema },
    }),
    async (request) => {
      try {
        const enabled = await services.auth.api.enableTwoFactor({
          body: { password: request.body.password, method: 'totp' },
          headers: requestHeaders(request),
        });
        if (enabled.method !== 'totp') throw new Error('TOTP set-up expected');
        const { totpURI, backupCodes } = enabled;
        const secret = new URL(totpURI).searchParams.get('secret') ?? '';
        return { totpURI, secret, backupCodes };
      } catch (error) {
        throw twoFactorError(error);
      }
    },
  );

  app.post(
    '/confirm',
    duringSetUp(
      'A hitelesítő alkalmazás első kódja: a kétlépcsős azonosítás bekapcsol',
      {
        body: z.object({ code: totpCodeSchema }),
        response: { 200: z.object({ message: z.string(), me: meSchema }) },
      },
      { refusals: [429] },
    ),
    async (request, reply) => {
      const { userId } = actorOf(request);
      const stored = await openTwoFactorSecret(services, userId);
      if (stored.kind === 'unreadable') throw unreadableSecondFactor(request.log, userId);
      const handedOver =
        stored.kind === 'readable'
          ? ((await codeForBetterAuth(stored.key, request.body.code, services.clock())) ?? WRONG_CODE)
          : request.body.code;
      try {
        const answer = await services.auth.api.verifyTOTP({
          body: { code: handedOver },
          headers: requestHeaders(request),
          returnHeaders: true,
        });
        // Better Auth starts a new session with the flag set; the browser gets its cookie.
        forwardCookies(reply, answer.headers);
      } catch (error) {
        throw twoFactorError(error);
      }
      // The code that switched the app on cannot sign anyone in afterwards.
      await spendTotpCode(services, userId, request.body.code);
      return { message: MESSAGES.twoFactor.enabled, me: await loadMe(db, userId) };
    },
  );

  app.post(
    '/disable',
    duringSetUp('Kétlépcsős azonosítás kikapcsolása (ügyfél és tanúsító)', {
      body: twoFactorPasswordSchema,
      response: { 200: messageSchema },
    }),
    async (request, reply) => {
      if (isStaffRole(actorOf(request).role))
        throw new AppError('forbidden', 403, MESSAGES.twoFactor.staffCannotDisable);
      try {
        const answer = await services.auth.api.disableTwoFactor({
          body: { password: request.body.password },
          headers: requestHeaders(request),
          returnHeaders: true,
        });
        forwardCookies(reply, answer.headers);
      } catch (error) {
        throw twoFactorError(error);
      }
      return { message: MESSAGES.twoFactor.disabled };
    },
  );
};
