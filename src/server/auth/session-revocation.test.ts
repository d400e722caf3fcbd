// Decision 0012: a session ends at once for every role — sign-out, password change or reset, erasure,
// deactivation — on this instance and on another one sharing the database; the production cookie is really
// `__Host-`; outside production the loopback aliases of PUBLIC_URL may send forms.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { SERVER_MESSAGES } from '../../domain/server-messages.ts';
import { session, verification } from '../db/schema.ts';
import { setAccountActive } from '../features/accounts/index.ts';
import { createServices } from '../services.ts';
import { cookiesOf, signIn, signInWithCode, TEST_PASSWORD } from '../test/accounts.ts';
import { people } from '../test/people.ts';
import { createTestApp, silentLogger, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let who: ReturnType<typeof people>;
/** A second instance of the portal on the same database, as behind a load balancer. */
let other: FastifyInstance;
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp();
  who = people(t);
  other = await buildApp(
    await createServices(t.config, { database: t.services.database, clock: t.clock.now }),
  );
});
afterAll(async () => {
  await other.close();
  await t.close();
});
beforeEach(() => t.clock.set(new Date()));

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
const post = (app: FastifyInstance, url: string, cookie: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
/** A form posted from `origin` (the sign-in form's first step, which needs no session). */
const formFrom = (app: FastifyInstance, origin: string) =>
  app.inject({
    method: 'POST',
    url: '/api/account/login-state',
    headers: { origin },
    payload: { email: 'valaki@example.hu' },
  });

/** The role's signed-in person, and a second session of theirs (another device). */
async function signedInTwice(role: 'client' | 'auditor' | 'portal_admin') {
  if (role === 'portal_admin') {
    const staff = await who.staff();
    return { ...staff, second: await signInWithCode(t.app, staff.email, staff.totpSecret) };
  }
  const person = role === 'client' ? await who.client() : await who.auditor();
  return { ...person, second: await signIn(t.app, person.email) };
}

const ROLES = ['client', 'auditor', 'portal_admin'] as const;

describe.each(ROLES)('a %s session', (role) => {
  it('ends at once on sign-out, here and on the other instance', async () => {
    const person = await signedInTwice(role);
    // Both instances know the session (and would have cached it, had they one).
    expect((await me(t.app, person.cookie)).statusCode).toBe(200);
    expect((await me(other, person.cookie)).statusCode).toBe(200);
    const copy = person.cookie;

    expect((await post(t.app, '/api/account/logout', person.cookie)).statusCode).toBe(200);
    expect((await me(t.app, copy)).statusCode).toBe(401);
    expect((await me(other, copy)).statusCode).toBe(401);
    // The person's other device is not signed out.
    expect((await me(other, person.second)).statusCode).toBe(200);
  });

  it('ends on every other device when the password is changed', async () => {
    const person = await signedInTwice(role);
    expect((await me(other, person.second)).statusCode).toBe(200);
    const changed = await post(other, '/api/account/change-password', person.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Masik-Jelszo-2026!',
      confirmPassword: 'Masik-Jelszo-2026!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(t.app, person.second)).statusCode).toBe(401);
    expect((await me(other, person.second)).statusCode).toBe(401);
  });

  it('ends everywhere when the password is reset', async () => {
    const person = await signedInTwice(role);
    expect((await me(t.app, person.cookie)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { email: person.email },
    });
    const [reset] = await db().select().from(verification).where(eq(verification.value, person.id));
    const token = reset!.identifier.replace('reset-password:', '');
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: { token, password: 'Masik-Jelszo-2026!', confirmPassword: 'Masik-Jelszo-2026!' },
    });
    expect(done.statusCode, done.body).toBe(200);
    for (const cookie of [person.cookie, person.second]) {
      expect((await me(t.app, cookie)).statusCode).toBe(401);
      expect((await me(other, cookie)).statusCode).toBe(401);
    }
  });

  it('ends everywhere when the account is deactivated, and the account cannot sign in until activated', async () => {
    const person = await signedInTwice(role);
    expect((await me(other, person.cookie)).statusCode).toBe(200);
    await setAccountActive(t.services, silentLogger, person.email, false);
    expect((await me(t.app, person.cookie)).statusCode).toBe(401);
    expect((await me(other, person.second)).statusCode).toBe(401);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    if (role === 'portal_admin') {
      // Staff give their authenticator code first; the refusal follows it.
      expect(refused.statusCode).toBe(200);
      // A recovery code, so the test need not wait for the authenticator's next code.
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/account/two-factor/verify',
        headers: { cookie: cookiesOf(refused) },
        payload: { method: 'backup', code: (person as { backupCodes: string[] }).backupCodes[0] },
      });
      expect(verified.statusCode).toBe(403);
      expect(verified.json().error.message).toBe(SERVER_MESSAGES.accountDeactivated);
    } else {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(SERVER_MESSAGES.accountDeactivated);
    }
    expect(await db().select().from(session).where(eq(session.userId, person.id))).toEqual([]);

    await setAccountActive(t.services, silentLogger, person.email, true);
    if (role === 'portal_admin') {
      const password = await t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: person.email, password: TEST_PASSWORD },
      });
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/account/two-factor/verify',
        headers: { cookie: cookiesOf(password) },
        payload: { method: 'backup', code: (person as { backupCodes: string[] }).backupCodes[1] },
      });
      expect((await me(t.app, cookiesOf(again))).statusCode).toBe(200);
    } else {
      expect((await me(t.app, await signIn(t.app, person.email))).statusCode).toBe(200);
    }
  });
});

it('a client’s sessions end everywhere when the account is erased', async () => {
  const person = await signedInTwice('client');
  expect((await me(other, person.second)).statusCode).toBe(200);
  const erased = await post(t.app, '/api/account/delete', person.cookie, { confirmation: 'TÖRLÉS' });
  expect(erased.statusCode, erased.body).toBe(200);
  expect((await me(other, person.cookie)).statusCode).toBe(401);
  expect((await me(other, person.second)).statusCode).toBe(401);
});

it('refuses a cookie whose signature does not hold, though its token is real', async () => {
  const person = await who.client();
  const [name, value] = person.cookie.split('=') as [string, string];
  const token = decodeURIComponent(value).split('.')[0]!;
  expect((await me(t.app, `${name}=${token}`)).statusCode).toBe(401);
  expect((await me(t.app, `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`)).statusCode).toBe(
    401,
  );
  expect((await me(t.app, person.cookie)).statusCode).toBe(200);
});

describe('the production session cookie', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.hu' },
    });
  });
  afterAll(() => production.close());

  it('is a real __Host- cookie: Secure, path /, no domain, and it signs the person in', async () => {
    const person = await people(production).client();
    const login = await production.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const raw = [login.headers['set-cookie']].flat().map(String);
    const sessionCookie = raw.find((cookie) => cookie.startsWith('__Host-etp.session_token='));
    expect(sessionCookie, raw.join('\n')).toBeDefined();
    expect(sessionCookie).toMatch(/; Secure/i);
    expect(sessionCookie).toMatch(/; Path=\//i);
    expect(sessionCookie).not.toMatch(/Domain=/i);
    expect(raw.some((cookie) => cookie.startsWith('__Secure-'))).toBe(false);
    expect((await me(production.app, cookiesOf(login))).statusCode).toBe(200);
  });

  it('is the cookie the API documentation names', async () => {
    const document = (await production.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__Host-etp.session_token',
    });
  });

  it('accepts forms from the public address only', async () => {
    const from = (origin: string) => formFrom(production.app, origin);
    expect((await from('https://portal.example.hu')).statusCode).toBe(200);
    expect((await from('http://localhost:3000')).statusCode).toBe(403);
    expect((await from('http://127.0.0.1:3000')).statusCode).toBe(403);
  });
});

describe('development origins', () => {
  const from = (origin: string) => formFrom(t.app, origin);

  it('accepts the loopback aliases of PUBLIC_URL’s port', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect((await from(origin)).statusCode, origin).toBe(200);
  });

  it('refuses other ports and other hosts', async () => {
    for (const origin of ['http://127.0.0.1:3001', 'http://localhost:5173', 'https://evil.example'])
      expect((await from(origin)).statusCode, origin).toBe(403);
  });

  it('signs in from http://127.0.0.1:3000', async () => {
    const person = await who.client();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { origin: 'http://127.0.0.1:3000' },
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});
