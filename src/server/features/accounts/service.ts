// Sign-up, sign-in and passwords (spec 01 §2, §4, §8; PRODUCT.md lockout and remember-me).
// Better Auth keeps the credentials and sessions; this module adds the portal's rules around it.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { RATE_LIMITS } from '../../../domain/constants.ts';
import { MESSAGES, minutesRemainingText } from '../../../domain/messages.ts';
import { joinAddress } from '../../../domain/postcodes.ts';
import type { z } from 'zod';
import type { registrationSchema } from '../../../domain/validation.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import { profiles, properties, user } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';

type Registration = z.output<typeof registrationSchema>;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

function blockedError(waitMs: number): AppError {
  return new AppError('login_blocked', 429, minutesRemainingText('login', minutes(waitMs)), {
    headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    details: { remainingAttempts: 0, minutesRemaining: minutes(waitMs) },
  });
}

function captchaError(verdict: string): AppError {
  return verdict === 'expired'
    ? new AppError('captcha_expired', 400, MESSAGES.captcha.expired)
    : verdict === 'missing'
      ? new AppError('captcha_required', 400, MESSAGES.captcha.required)
      : new AppError('captcha_invalid', 400, MESSAGES.auth.captchaInvalid);
}

function registrationLimited(waitMs: number): AppError {
  return new AppError('rate_limited', 429, minutesRemainingText('registration', minutes(waitMs)), {
    headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    details: { minutesRemaining: minutes(waitMs) },
  });
}

export async function registerClient(
  services: AppServices,
  logger: FastifyBaseLogger,
  input: Registration,
  context: { ip: string; headers: Headers },
): Promise<{ userId: string }> {
  const { db } = services.database;
  const limitKey = `register:ip:${context.ip}`;
  const state = await services.rateLimiter.peek(limitKey, RATE_LIMITS.registration);
  if (!state.allowed) throw registrationLimited(state.retryAfterMs);
  const verdict = await services.captcha.verify(input.captcha);
  // A refused password is not an attempt: the person chooses another at once (three tries would shut
  // them out for an hour). Each try spends a solved CAPTCHA, so a robot cannot use this for free.
  if (verdict === 'ok') {
    await assertStrongPassword(input.password, input, 'password');
  }
  const limit = await services.rateLimiter.hit(limitKey, RATE_LIMITS.registration);
  if (!limit.allowed) throw registrationLimited(limit.retryAfterMs);
  if (verdict !== 'ok') throw captchaError(verdict);

  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (existing) throw new AppError('email_already_exists', 409, MESSAGES.auth.emailAlreadyExists);

  const name = `${input.lastName} ${input.firstName}`;
  let userId: string;
  try {
    const created = await services.auth.api.signUpEmail({
      body: { name, email: input.email, password: input.password },
      headers: context.headers,
    });
    userId = created.user.id;
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'USER_ALREADY_EXISTS') {
      throw new AppError('email_already_exists', 409, MESSAGES.auth.emailAlreadyExists);
    }
    if (isAPIError(error) && /PASSWORD/.test(String(error.body?.code))) {
      throw new AppError('weak_password', 400, MESSAGES.password.weak);
    }
    throw error;
  }

  const now = services.clock();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(profiles).values({
        id: userId,
        role: 'client',
        name,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        address: joinAddress(input),
        registrationDate: now,
        privacyAcceptedAt: now,
        termsAcceptedAt: now,
        khDataSharingAcceptedAt: now,
        portalMarketingAcceptedAt: now,
      });
      // Step 2 of the registration is the address of the property to certify: it exists from now on in
      // status new (spec 01 §4), and the coupon order moves it on.
      await tx.insert(properties).values({
        clientId: userId,
        address: joinAddress(input),
        postcode: input.postcode,
        city: input.city,
        street: input.street,
        houseNumber: input.houseNumber,
        county: services.postcodes.county(input.postcode),
        status: 'new',
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    // Without its profile the account is unusable: take the sign-up back, so the address can register again.
    await db.delete(user).where(eq(user.id, userId));
    throw error;
  }
  await recordLog(db, logger, {
    userId,
    actionType: 'registration',
    action: 'Új ügyfél regisztrált',
    metadata: {
      name,
      email: input.email,
      phone: input.phone,
      address: joinAddress(input),
      role: 'client',
      registrationDate: now.toISOString(),
    },
  });
  return { userId };
}

export type SignInResult =
  | { headers: Headers; userId: string; twoFactorRequired: false }
  /** The password was right; the authenticator code comes next (the headers carry its cookie). */
  | { headers: Headers; userId: null; twoFactorRequired: true };

export interface LoginState {
  /** Attempts left before the lockout (the lower of the e-mail's and the IP's). */
  remainingAttempts: number;
  captchaRequired: boolean;
}

const loginKeys = (email: string, ip: string) => [`login-fail:email:${email}`, `login-fail:ip:${ip}`];

/** The lockout state before an attempt: blocked throws 429 with the real minutes left. */
export async function loginState(services: AppServices, email: string, ip: string): Promise<LoginState> {
  const results = await Promise.all(
    loginKeys(email, ip).map((key) => services.rateLimiter.peek(key, RATE_LIMITS.login)),
  );
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length > 0) {
    const wait = Math.max(...blocked.map((r) => r.retryAfterMs));
    throw blockedError(wait);
  }
  const remainingAttempts = Math.min(...results.map((r) => r.remaining));
  return {
    remainingAttempts,
    captchaRequired: RATE_LIMITS.login.limit - remainingAttempts >= RATE_LIMITS.loginCaptchaAfterFailures,
  };
}

export async function signIn(
  services: AppServices,
  logger: FastifyBaseLogger,
  input: { email: string; password: string; rememberMe: boolean; captcha?: string | undefined },
  context: { ip: string; headers: Headers; userAgent: string },
): Promise<SignInResult> {
  const state = await loginState(services, input.email, context.ip);
  if (state.captchaRequired) {
    const verdict = await services.captcha.verify(input.captcha);
    if (verdict !== 'ok') {
      const error = captchaError(verdict);
      throw new AppError(
        error.code,
        400,
        verdict === 'missing' ? MESSAGES.auth.captchaRequired : error.message,
        {
          details: { remainingAttempts: state.remainingAttempts, captchaRequired: true },
        },
      );
    }
  }
  try {
    const result = await services.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers: context.headers,
      returnHeaders: true,
    });
    if ('twoFactorRedirect' in result.response) {
      return { headers: result.headers, userId: null, twoFactorRequired: true };
    }
    const userId = result.response.user.id;
    await completeSignIn(services, logger, {
      userId,
      email: input.email,
      userAgent: context.userAgent,
      headers: withCookies(context.headers, result.headers),
    });
    return { headers: result.headers, userId, twoFactorRequired: false };
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'EMAIL_NOT_VERIFIED') {
      throw new AppError('email_not_confirmed', 403, MESSAGES.auth.emailNotConfirmed);
    }
    if (
      isAPIError(error) &&
      (error.body?.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 'UNAUTHORIZED')
    ) {
      const results = await Promise.all(
        loginKeys(input.email, context.ip).map((key) => services.rateLimiter.hit(key, RATE_LIMITS.login)),
      );
      const remaining = Math.min(...results.map((r) => r.remaining));
      const failures = RATE_LIMITS.login.limit - remaining;
      if (remaining === 0) {
        throw blockedError(Math.max(...results.map((r) => r.retryAfterMs)));
      }
      throw new AppError('invalid_credentials', 400, MESSAGES.auth.invalidCredentials, {
        details: {
          remainingAttempts: remaining,
          captchaRequired: failures >= RATE_LIMITS.loginCaptchaAfterFailures,
        },
      });
    }
    throw error;
  }
}

/**
 * After the password (and the authenticator code, when one is needed): an account without its profile is
 * not signed in (spec 01 §4); otherwise the failures are forgotten and a `login` event is logged.
 */
export async function completeSignIn(
  services: AppServices,
  logger: FastifyBaseLogger,
  input: { userId: string; email: string; userAgent: string; headers: Headers },
): Promise<void> {
  const [profile] = await services.database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  if (!profile) {
    await services.auth.api.signOut({ headers: input.headers }).catch(() => {});
    throw new AppError('invalid_credentials', 400, MESSAGES.auth.invalidCredentials);
  }
  await services.rateLimiter.reset(`login-fail:email:${input.email}`);
  await recordLog(services.database.db, logger, {
    userId: input.userId,
    actionType: 'login',
    action: 'Bejelentkezés',
    metadata: {
      email: input.email,
      userAgent: input.userAgent,
      loginTime: services.clock().toISOString(),
    },
  });
}

/** The request's headers with the cookies of a Set-Cookie answer, to act in the new session at once. */
export function withCookies(headers: Headers, answer: Headers): Headers {
  const next = new Headers(headers);
  const cookies = answer.getSetCookie().map((cookie) => cookie.split(';')[0]);
  next.set('cookie', [headers.get('cookie'), ...cookies].filter(Boolean).join('; '));
  return next;
}
