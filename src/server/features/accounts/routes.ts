import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAPIError } from 'better-auth/api';
import { z } from 'zod';
import { RATE_LIMITS } from '../../../domain/constants.ts';
import { MESSAGES, minutesRemainingText } from '../../../domain/messages.ts';
import { SELF_SERVICE_ROLES } from '../../../domain/roles.ts';
import {
  accountDeletionSchema,
  forgotPasswordSchema,
  loginResultSchema,
  loginSchema,
  loginStateSchema,
  meSchema,
  messageSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registrationSchema,
  registrationStateSchema,
  resetPasswordSchema,
  resetTokenCheckSchema,
} from '../../../domain/account.ts';
import { emailSchema, linkTokenSchema } from '../../../domain/validation.ts';
import { PASSWORD_CHANGE, PUBLIC, roles, SIGNED_IN_DURING_SET_UP } from '../../auth/access.ts';
import { actorOf, forwardCookies, readActor, requestHeaders } from '../../auth/guard.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import { eq } from 'drizzle-orm';
import { profiles, verification } from '../../db/schema.ts';
import type { AppServices } from '../../services.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { rateLimitedError } from '../../platform/rate-limit.ts';
import { EMAIL_CHANGE_TOKEN_PREFIX, confirmEmailChange, eraseAccount, updateProfile } from './profile.ts';
import { loadMe, meOf } from './me.ts';
import { endEmailLockout, loginState, registerClient, registrationState, signIn } from './service.ts';
import { twoFactorRoutes } from './two-factor.ts';
import { routeOptions } from '../../platform/route-options.ts';

const messageResponse = messageSchema;

/** A password the person chose ends the temporary one's restriction. */
async function passwordChosen(services: AppServices, userId: string): Promise<void> {
  await services.database.db
    .update(profiles)
    .set({ passwordChangeRequired: false })
    .where(eq(profiles.id, userId));
}
const meResponse = meSchema;

const limited = (waitMs: number, kind: 'passwordReset' | 'general') =>
  rateLimitedError(waitMs, ({ minutes }) => minutesRemainingText(kind, minutes));

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const { db } = services.database;
  const tags = ['accounts'];
  const publicRoute = routeOptions(tags, { access: PUBLIC });
  // Counted by a rate limit: 429 with Retry-After once it is reached (docs/rules/limits.md).
  const rateLimited = routeOptions(tags, { access: PUBLIC, refusals: [429] });
  const duringSetUp = routeOptions(tags, { access: SIGNED_IN_DURING_SET_UP });
  const passwordChange = routeOptions(tags, { access: PASSWORD_CHANGE });
  const selfService = routeOptions(tags, { access: roles(...SELF_SERVICE_ROLES) });

  await app.register(twoFactorRoutes, { prefix: '/two-factor' });

  app.get('/captcha', publicRoute('Új ALTCHA feladvány'), async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.captcha.createChallenge();
  });

  app.post(
    '/register',
    rateLimited('Ügyfél regisztráció', { body: registrationSchema, response: { 201: messageResponse } }),
    async (request, reply) => {
      await registerClient(services, request.log, request.body, {
        ip: request.ip,
        headers: requestHeaders(request),
      });
      return reply.code(201).send({ message: MESSAGES.auth.verificationSent });
    },
  );

  app.get(
    '/register/state',
    publicRoute('Regisztrálhat-e most erről a címről (a korlát a kitöltés előtt)', {
      response: { 200: registrationStateSchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return registrationState(services, request.ip);
    },
  );

  app.post(
    '/login-state',
    publicRoute('Hátralévő bejelentkezési kísérletek', {
      body: z.strictObject({ email: emailSchema }),
      response: { 200: loginStateSchema },
    }),
    async (request) => loginState(services, request.body.email, request.ip),
  );

  app.post(
    '/login',
    rateLimited('Bejelentkezés', { body: loginSchema, response: { 200: loginResultSchema } }),
    async (request, reply) => {
      const result = await signIn(services, request.log, request.body, {
        ip: request.ip,
        headers: requestHeaders(request),
        userAgent: request.headers['user-agent'] ?? '',
      });
      forwardCookies(reply, result.headers);
      if (result.twoFactorRequired) return { me: null, twoFactorRequired: true };
      return { me: await loadMe(db, result.userId), twoFactorRequired: false };
    },
  );

  app.post(
    '/logout',
    // Public: signing out with an expired session still clears the browser's cookies.
    publicRoute('Kijelentkezés', { response: { 200: messageResponse } }),
    async (request, reply) => {
      const current = await readActor(services, request);
      const answer = await services.auth.api
        .signOut({ headers: requestHeaders(request), returnHeaders: true })
        .catch(() => null);
      if (answer) forwardCookies(reply, answer.headers);
      if (current) {
        await recordLog(db, request.log, {
          userId: current.userId,
          actionType: 'logout',
          action: 'Kijelentkezés',
          metadata: { logoutTime: services.clock().toISOString() },
        });
      }
      return { message: 'Sikeresen kijelentkezett.' };
    },
  );

  // The web app asks who is signed in without a 401 in the browser console when nobody is.
  app.get(
    '/session',
    publicRoute('A munkamenet (bejelentkezés nélkül: null)', {
      response: { 200: z.object({ me: meSchema.nullable() }) },
    }),
    async (request) => {
      const actor = await readActor(services, request);
      return { me: actor ? meOf(actor.profile, actor.twoFactorEnabled) : null };
    },
  );

  app.get(
    '/me',
    duringSetUp('A bejelentkezett felhasználó', { response: { 200: meResponse } }),
    async (request) => meOf(actorOf(request).profile, actorOf(request).twoFactorEnabled),
  );

  app.post(
    '/verify-email',
    publicRoute('Email cím megerősítése', {
      body: z.strictObject({ token: linkTokenSchema() }),
      response: { 200: messageResponse },
    }),
    async (request) => {
      const { token } = request.body;
      if (token.startsWith(EMAIL_CHANGE_TOKEN_PREFIX)) {
        await confirmEmailChange(services, request.log, token);
        return { message: MESSAGES.profile.emailChanged };
      }
      try {
        await services.auth.api.verifyEmail({ query: { token } });
      } catch (error) {
        if (isAPIError(error))
          throw new AppError('verification_invalid', 400, MESSAGES.auth.verificationInvalid);
        throw error;
      }
      return { message: MESSAGES.auth.emailVerified };
    },
  );

  app.post(
    '/resend-verification',
    rateLimited('Megerősítő email újraküldése', {
      body: z.strictObject({ email: emailSchema }),
      response: { 200: messageResponse },
    }),
    async (request) => {
      const limit = await services.rateLimiter.hit(`verify-resend:${request.body.email}`, {
        limit: 3,
        windowMs: 60 * 60_000,
      });
      if (!limit.allowed) throw limited(limit.retryAfterMs, 'general');
      // Sent only to an unconfirmed address that exists; the answer is the same either way.
      await services.auth.api.sendVerificationEmail({ body: { email: request.body.email } }).catch(() => {});
      return { message: MESSAGES.auth.verificationSent };
    },
  );

  app.post(
    '/forgot-password',
    rateLimited('Jelszó-visszaállító link kérése', {
      body: forgotPasswordSchema,
      response: { 200: messageResponse },
    }),
    async (request) => {
      const byEmail = await services.rateLimiter.hit(`reset:email:${request.body.email}`, {
        limit: 3,
        windowMs: 60 * 60_000,
      });
      const byIp = await services.rateLimiter.hit(`reset:ip:${request.ip}`, RATE_LIMITS.general);
      const refused = [byEmail, byIp].find((r) => !r.allowed);
      if (refused) throw limited(refused.retryAfterMs, 'passwordReset');
      // No account enumeration: the same answer whether or not the address is registered.
      await services.auth.api
        .requestPasswordReset({
          body: { email: request.body.email, redirectTo: `${services.config.publicUrl}/reset-password` },
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'password reset request failed'));
      return { message: MESSAGES.auth.resetSent };
    },
  );

  /** The unspent reset token's account, or null for an unknown, spent or expired one (server clock). */
  const pendingReset = async (token: string): Promise<string | null> => {
    const [pending] = await db
      .select({ userId: verification.value, expiresAt: verification.expiresAt })
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    return pending && pending.expiresAt > services.clock() ? pending.userId : null;
  };
  const resetInvalid = () => new AppError('reset_invalid', 400, MESSAGES.auth.resetInvalid);

  app.post(
    '/reset-password/check',
    publicRoute('Jelszó-visszaállító link ellenőrzése (nem használja fel)', {
      body: resetTokenCheckSchema,
      response: { 200: messageResponse },
    }),
    async (request) => {
      // The page asks when it opens, so nobody types a new password for a dead link.
      if (!(await pendingReset(request.body.token))) throw resetInvalid();
      return { message: MESSAGES.auth.resetValid };
    },
  );

  app.post(
    '/reset-password',
    publicRoute('Új jelszó beállítása', { body: resetPasswordSchema, response: { 200: messageResponse } }),
    async (request) => {
      // The token names its account; once it is spent or its hour is over (server clock), it is refused.
      const userId = await pendingReset(request.body.token);
      if (!userId) throw resetInvalid();
      // A refused password leaves the token unspent, so the same link works with a stronger one.
      const [owner] = await db
        .select({ firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, userId));
      await assertStrongPassword(request.body.password, owner ?? {}, 'password');
      try {
        await services.auth.api.resetPassword({
          body: { token: request.body.token, newPassword: request.body.password },
        });
      } catch (error) {
        if (isAPIError(error)) throw resetInvalid();
        throw error;
      }
      await passwordChosen(services, userId);
      await endEmailLockout(services, userId);
      return { message: MESSAGES.auth.resetDone };
    },
  );

  app.post(
    '/change-password',
    passwordChange('Jelszó megváltoztatása', {
      body: passwordChangeSchema,
      response: { 200: messageResponse },
    }),
    async (request, reply) => {
      await assertStrongPassword(request.body.newPassword, actorOf(request).profile, 'newPassword');
      try {
        const answer = await services.auth.api.changePassword({
          body: {
            currentPassword: request.body.currentPassword,
            newPassword: request.body.newPassword,
            revokeOtherSessions: true,
          },
          headers: requestHeaders(request),
          returnHeaders: true,
        });
        forwardCookies(reply, answer.headers);
      } catch (error) {
        if (isAPIError(error) && error.body?.code === 'INVALID_PASSWORD') {
          throw new AppError('wrong_current_password', 400, MESSAGES.auth.currentPasswordWrong);
        }
        if (isAPIError(error) && error.status === 'UNAUTHORIZED')
          throw new AppError('session_not_found', 401, MESSAGES.auth.sessionExpired);
        throw error;
      }
      await passwordChosen(services, actorOf(request).userId);
      await recordLog(db, request.log, {
        userId: actorOf(request).userId,
        actionType: 'password_change',
        action: 'Jelszó megváltoztatva',
      });
      return { message: MESSAGES.auth.passwordChanged };
    },
  );

  app.patch(
    '/profile',
    selfService('Saját profil módosítása (tanúsítónak nem)', {
      body: profileUpdateSchema,
      response: {
        200: z.object({ message: z.string(), pendingEmail: z.string().nullable(), me: meResponse }),
      },
    }),
    async (request) => {
      const userId = actorOf(request).userId;
      const result = await updateProfile(services, request.log, userId, request.body);
      return { ...result, me: await loadMe(db, userId) };
    },
  );

  app.post(
    '/delete',
    selfService('Saját fiók és személyes adatok törlése (tanúsítónak nem)', {
      body: accountDeletionSchema,
      response: { 200: messageResponse },
    }),
    async (request, reply) => {
      await eraseAccount(services, request.log, actorOf(request).userId);
      // The sessions are gone from the database; the browser's cookies go too.
      const answer = await services.auth.api
        .signOut({ headers: requestHeaders(request), returnHeaders: true })
        .catch(() => null);
      if (answer) forwardCookies(reply, answer.headers);
      return { message: MESSAGES.accountDeletion.done };
    },
  );
};
