// Helpers for tests that sign up and sign in through the real routes.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';

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
