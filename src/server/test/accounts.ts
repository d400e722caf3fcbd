// Helpers for tests that sign up and sign in through the real routes.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { base32 } from '@better-auth/utils/base32';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SERVER_MESSAGES, type WeakPasswordReason } from '../../domain/server-messages.ts';
import { freshTotpCode } from './authenticator.ts';
import { appClock } from './test-app.ts';

/** Solves the server's ALTCHA challenge the way the widget does and returns the payload to submit. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: '/api/account/captcha' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Kovács',
  email: 'Anna.Kovacs@Example.hu',
  phone: '+36 30 123 4567',
  postcode: '1061',
  city: 'Budapest',
  street: 'Andrássy út',
  houseNumber: '12',
  password: 'Titkos-Jelszo1',
  confirmPassword: 'Titkos-Jelszo1',
  privacyAccepted: true,
  termsAccepted: true,
  khDataSharingAccepted: true,
  portalMarketingAccepted: true,
  ...overrides,
});

/** The cookie header a browser would send after this reply. */
export function cookiesOf(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((cookie: string) => cookie.split(';')[0]).join('; ');
}

/**
 * A code of an authenticator app set up with this base32 key, never one given before (the server takes each
 * once), on the app's clock: the server checks codes on it.
 */
export function totpCode(app: FastifyInstance, secret: string): Promise<string> {
  return freshTotpCode(base32.decode(secret), '', appClock(app));
}

/** Sets up two-factor sign-in for the signed-in account; the session is renewed, so use the new cookie. */
export async function enableTwoFactor(app: FastifyInstance, cookie: string, password: string) {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/setup',
    headers: { cookie },
    payload: { password },
  });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.body}`);
  const { secret, backupCodes } = setup.json() as { secret: string; backupCodes: string[] };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    headers: { cookie },
    payload: { code: await totpCode(app, secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`two-factor confirm failed: ${confirmed.body}`);
  return { cookie: cookiesOf(confirmed), secret, backupCodes };
}

export const TEST_PASSWORD = 'Titkos-Jelszo1';

/** Signs in an existing account through the real route; staff also set up their authenticator app. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  options: { password?: string; staff?: boolean } = {},
): Promise<string> {
  const password = options.password ?? TEST_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  if (!options.staff) return cookiesOf(response);
  return (await enableTwoFactor(app, cookiesOf(response), password)).cookie;
}

/** A later sign-in of an account with an authenticator app: the password, then a fresh code. */
export async function signInWithCode(app: FastifyInstance, email: string, secret: string): Promise<string> {
  const password = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (password.statusCode !== 200) throw new Error(`sign-in failed: ${password.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/verify',
    headers: { cookie: cookiesOf(password) },
    payload: { method: 'totp', code: await totpCode(app, secret) },
  });
  if (verified.statusCode !== 200) throw new Error(`second step failed: ${verified.body}`);
  return cookiesOf(verified);
}

/**
 * A password the strength check refuses: 400 `weak_password`, the reason as the message and at the password's
 * field (`path`), so the form shows it there (docs/rules/accounts.md).
 */
export function expectWeakPassword(
  response: LightMyRequestResponse,
  password: string,
  reason: WeakPasswordReason,
  path: string,
) {
  expect(response.statusCode, password).toBe(400);
  const message = SERVER_MESSAGES.weakPassword[reason];
  expect(response.json().error).toMatchObject({
    code: 'weak_password',
    message,
    fields: [{ path, message }],
  });
}
