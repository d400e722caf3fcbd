// Sign-up, sign-in and passwords (docs/rules/accounts.md; docs/product.md, 'Sign-in lockout' and
// 'Remember-me').
// Better Auth keeps the credentials and sessions; this module adds the portal's rules around it.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { RATE_LIMITS } from '../../../domain/constants.ts';
import { MESSAGES, minutesRemainingText } from '../../../domain/messages.ts';
import { SERVER_MESSAGES } from '../../../domain/server-messages.ts';
import { joinAddress } from '../../../domain/postcodes.ts';
import type { z } from 'zod';
import type { registrationSchema } from '../../../domain/account.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import { profiles, properties, session, user } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { checkCityOfPostcode } from '../../platform/postcodes.ts';
import { AppError } from '../../platform/errors.ts';
import { type RateResult, type RateRule, rateLimitedError, waitOf } from '../../platform/rate-limit.ts';
import type { AppServices } from '../../services.ts';
import { linkLeadToClient } from '../leads/index.ts';
import { fullName } from '../../../domain/person-name.ts';

type Registration = z.output<typeof registrationSchema>;

function captchaError(verdict: string): AppError {
  return verdict === 'expired'
    ? new AppError('captcha_expired', 400, MESSAGES.captcha.expired)
    : verdict === 'missing'
      ? new AppError('captcha_required', 400, MESSAGES.captcha.required)
      : new AppError('captcha_invalid', 400, MESSAGES.auth.captchaInvalid);
}

const registrationLimited = (waitMs: number) =>
  rateLimitedError(waitMs, ({ minutes }) => minutesRemainingText('registration', minutes));

/** The registration limit of a client IP (3 an hour, docs/rules/limits.md) without counting an attempt. */
export async function registrationState(
  services: AppServices,
  ip: string,
): Promise<{ allowed: boolean; minutesRemaining: number | null }> {
  const state = await services.rateLimiter.peek(`register:ip:${ip}`, RATE_LIMITS.registration);
  return state.allowed
    ? { allowed: true, minutesRemaining: null }
    : { allowed: false, minutesRemaining: waitOf(state.retryAfterMs).minutes };
}

export async function registerClient(
  services: AppServices,
  logger: FastifyBaseLogger,
  registration: Registration,
  context: { ip: string; headers: Headers },
): Promise<{ userId: string }> {
  const { db } = services.database;
  const limitKey = `register:ip:${context.ip}`;
  const state = await services.rateLimiter.peek(limitKey, RATE_LIMITS.registration);
  if (!state.allowed) throw registrationLimited(state.retryAfterMs);
  // Before the CAPTCHA is spent: a wrong city is the person's slip, not an attempt.
  const input = { ...registration, city: checkCityOfPostcode(services.postcodes, registration) };
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

  const name = fullName(input);
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
      // status new, and the coupon order moves it on.
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
      // The bank's lead with this e-mail becomes this client (never fails the registration).
      await linkLeadToClient(tx, logger, { id: userId, name, email: input.email }, now);
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
  /** Attempts this e-mail address has left before its lockout (the client IP's count is no one person's). */
  remainingAttempts: number;
  captchaRequired: boolean;
}

/** The failed sign-ins counted for the e-mail address and for the client IP. */
interface LoginFailures {
  email: RateResult;
  ip: RateResult;
}

const emailKey = (email: string) => `login-fail:email:${email}`;
const ipKey = (ip: string) => `login-fail:ip:${ip}`;

async function loginFailures(
  services: AppServices,
  email: string,
  ip: string,
  counting: boolean,
): Promise<LoginFailures> {
  const { rateLimiter } = services;
  const count = (key: string, rule: RateRule) =>
    counting ? rateLimiter.hit(key, rule) : rateLimiter.peek(key, rule);
  const [byEmail, byIp] = await Promise.all([
    count(emailKey(email), RATE_LIMITS.login),
    count(ipKey(ip), RATE_LIMITS.loginIp),
  ]);
  return { email: byEmail, ip: byIp };
}

/**
 * 429 while the address or the client IP is blocked, naming the one with the longer wait (docs/product.md,
 * 'Sign-in lockout').
 */
function lockout(failures: LoginFailures): AppError | null {
  const isEmailBlocked = failures.email.remaining === 0;
  const isIpBlocked = failures.ip.remaining === 0;
  if (!isEmailBlocked && !isIpBlocked) return null;
  const blockedBy =
    isEmailBlocked && (!isIpBlocked || failures.email.retryAfterMs >= failures.ip.retryAfterMs)
      ? 'email'
      : 'ip';
  const waitMs = failures[blockedBy].retryAfterMs;
  const message = blockedBy === 'email' ? MESSAGES.auth.emailBlocked : MESSAGES.auth.networkBlocked;
  return rateLimitedError(waitMs, ({ minutes }) => message(minutes), {
    code: 'login_blocked',
    details: { remainingAttempts: 0, blockedBy },
  });
}

function stateOf(failures: LoginFailures): LoginState {
  const emailFailures = RATE_LIMITS.login.limit - failures.email.remaining;
  const ipFailures = RATE_LIMITS.loginIp.limit - failures.ip.remaining;
  return {
    remainingAttempts: failures.email.remaining,
    captchaRequired:
      emailFailures >= RATE_LIMITS.loginCaptchaAfterFailures ||
      ipFailures >= RATE_LIMITS.loginIpCaptchaAfterFailures,
  };
}

/** The lockout state before an attempt: blocked throws 429 with the real minutes left. */
export async function loginState(services: AppServices, email: string, ip: string): Promise<LoginState> {
  const failures = await loginFailures(services, email, ip, false);
  const blocked = lockout(failures);
  if (blocked) throw blocked;
  return stateOf(failures);
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
      const failures = await loginFailures(services, input.email, context.ip, true);
      const blocked = lockout(failures);
      if (blocked) throw blocked;
      throw new AppError('invalid_credentials', 400, MESSAGES.auth.invalidCredentials, {
        details: { ...stateOf(failures) },
      });
    }
    throw error;
  }
}

/**
 * After the password (and the authenticator code, when one is needed): an account without its profile is
 * not signed in; otherwise the address's own failures are forgotten and a `login` event is
 * logged. The client IP's count stays: it holds other people's failures too.
 */
export async function completeSignIn(
  services: AppServices,
  logger: FastifyBaseLogger,
  input: { userId: string; email: string; userAgent: string },
): Promise<void> {
  const [profile] = await services.database.db
    .select({ id: profiles.id, deactivatedAt: profiles.deactivatedAt })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  if (!profile || profile.deactivatedAt) {
    // The session Better Auth just made (and any other) goes: this account may not be signed in.
    await services.database.db.delete(session).where(eq(session.userId, input.userId));
    // The password was right, so saying why tells nothing to someone who does not know it.
    if (profile) throw new AppError('account_deactivated', 403, SERVER_MESSAGES.accountDeactivated);
    throw new AppError('invalid_credentials', 400, MESSAGES.auth.invalidCredentials);
  }
  await services.rateLimiter.reset(emailKey(input.email));
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

/** A new password set through the mailed link proves the mailbox, so it ends the address's lockout. */
export async function endEmailLockout(services: AppServices, userId: string): Promise<void> {
  const [account] = await services.database.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  if (account) await services.rateLimiter.reset(emailKey(account.email));
}
