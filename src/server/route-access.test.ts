// Generated from the route table (route-access-table.ts): every registered route, called as anonymous and as
// each role, answers as the table says; every id route refuses an outsider with 404 and changes nothing.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { certificateShares } from './db/schema.ts';
import { type OutsiderCase, ROUTE_ACCESS, type RouteRow, type Victim } from './route-access-table.ts';
import { WEB_DIST } from './paths.ts';
import { samplePdf } from './seed/demo.ts';
import { signIn } from './test/accounts.ts';
import { changedTables, snapshotDatabase } from './test/db-snapshot.ts';
import { people } from './test/people.ts';
import { testAppForFile } from './test/test-app.ts';
import { multipart } from './test/multipart.ts';
import { apiKeyFor } from './test/api-keys.ts';
import { scopesForRole } from '../domain/api-keys.ts';

const t = testAppForFile();
const who = people(t);
const db = () => t.services.database.db;

type Principal =
  | 'anonymous'
  | 'client'
  | 'auditor'
  | 'bank_admin'
  | 'portal_admin'
  | 'admin_light'
  | 'auditor before onboarding';
const PRINCIPALS: Principal[] = [
  'anonymous',
  'client',
  'auditor',
  'bank_admin',
  'portal_admin',
  'admin_light',
  'auditor before onboarding',
];
const cookies = new Map<Principal, string>();
const emails = new Map<Principal, string>();

/** The codes the access hook refuses with; anything else means the route let the caller in. */
const ACCESS_REFUSALS = new Set([
  'unauthorized',
  'api_key_missing',
  'api_key_invalid',
  'api_scope_missing',
  'forbidden',
  'onboarding_required',
  'two_factor_setup_required',
  'password_change_required',
]);

async function signInAgain(principal: Principal): Promise<void> {
  const email = emails.get(principal);
  if (!email) return;
  const staff = principal === 'bank_admin' || principal === 'portal_admin' || principal === 'admin_light';
  // Staff sign in afresh with a new account: their authenticator key is not kept here.
  if (staff) {
    const member = await who.staff(principal);
    cookies.set(principal, member.cookie);
    emails.set(principal, member.email);
  } else cookies.set(principal, await signIn(t.app, email));
}

beforeAll(async () => {
  const client = await who.client();
  const auditor = await who.auditor();
  const newcomer = await who.auditor({ onboarded: false });
  cookies.set('client', client.cookie).set('auditor', auditor.cookie);
  cookies.set('auditor before onboarding', newcomer.cookie);
  emails
    .set('client', client.email)
    .set('auditor', auditor.email)
    .set('auditor before onboarding', newcomer.email);
  for (const role of ['bank_admin', 'portal_admin', 'admin_light'] as const) {
    const member = await who.staff(role);
    cookies.set(role, member.cookie);
    emails.set(role, member.email);
  }
  await t.app.ready();
}, 60_000);

const routeKey = (method: string, url: string) => `${method} ${url}`;

/**
 * The routes as registered, HEAD folded into its GET (Fastify adds one to every GET). The web build's files
 * are a route each when the build exists; they are checked apart (below), not listed in the table.
 */
function registered(): { method: string; url: string }[] {
  return t.app.registeredRoutes.filter((route) => route.method !== 'HEAD' && !isBuiltFile(route.url));
}

const isBuiltFile = (url: string) => url !== '/' && existsSync(path.join(WEB_DIST, url));

/** A syntactically valid address for the route, with ids of records that do not exist. */
function sampleUrl(url: string): string {
  return url
    .replace(':postcode', '1061')
    .replace(':token', 'nincs-ilyen-megosztas')
    .replace(':file', 'nincs-ilyen-naptar.ics')
    .replace(/:[a-zA-Z]+/g, () => randomUUID())
    .replace('*', 'nincs-ilyen.txt');
}

const expected = (row: RouteRow, principal: Principal): 'admitted' | 401 | 403 => {
  if (row.roles === 'public') return 'admitted';
  if (principal === 'anonymous') return 401;
  const role = principal === 'auditor before onboarding' ? 'auditor' : principal;
  if (!row.roles.includes(role)) return 403;
  if (principal === 'auditor before onboarding' && row.onboarded) return 403;
  return 'admitted';
};

function errorCode(response: LightMyRequestResponse): string | undefined {
  try {
    return (response.json() as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

/** A response that clears the session cookie (sign-out): that principal signs in again. */
const signsOut = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie']]
    .flat()
    .some(
      (cookie) => /session_token=;/.test(String(cookie)) || /session_token=.*Max-Age=0/i.test(String(cookie)),
    );

describe('the route table', () => {
  it('has a row for every registered route, and no row without a route', () => {
    const routes = registered().map((route) => routeKey(route.method, route.url));
    expect(
      routes.filter((key) => !ROUTE_ACCESS[key]),
      'routes without a row',
    ).toEqual([]);
    const stale = Object.entries(ROUTE_ACCESS)
      .filter(([key, row]) => !row.optional && !routes.includes(key))
      .map(([key]) => key);
    expect(stale, 'rows without a route').toEqual([]);
  });

  it('serves the web build’s files to everyone', () => {
    const files = t.app.registeredRoutes.filter((route) => isBuiltFile(route.url));
    expect(files.filter((route) => route.access?.kind !== 'public')).toEqual([]);
  });

  it('matches what each route declares', () => {
    const mismatches = registered().flatMap(({ method, url }) => {
      const row = ROUTE_ACCESS[routeKey(method, url)];
      const declared = t.app.registeredRoutes.find((r) => r.method === method && r.url === url)?.access;
      if (!row) return [];
      const says =
        declared?.kind === 'public'
          ? 'public'
          : [...(declared?.roles ?? ['(default)'])].sort().join(',') +
            (declared?.kind === 'api-key' ? ` key ${declared.scope}` : '');
      const table =
        row.roles === 'public'
          ? 'public'
          : [...row.roles].sort().join(',') + (row.apiKey ? ` key ${row.apiKey}` : '');
      return says === table ? [] : [`${method} ${url}: declared ${says}, table ${table}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('is what every route answers to anonymous callers and to each role', async () => {
    const wrong: string[] = [];
    for (const { method, url } of registered()) {
      const row = ROUTE_ACCESS[routeKey(method, url)];
      if (!row || row.apiKey) continue;
      for (const principal of PRINCIPALS) {
        const cookie = cookies.get(principal);
        const response = await t.app.inject({
          method: method as 'GET',
          url: sampleUrl(url),
          headers: cookie ? { cookie } : {},
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const want = expected(row, principal);
        const code = errorCode(response);
        const got = response.statusCode;
        const refused = (got === 401 || got === 403) && code !== undefined && ACCESS_REFUSALS.has(code);
        // Before `npm run build` the start page answers 503 'not built yet' to everyone.
        const unbuilt = url === '/' && got === 503 && !existsSync(path.join(WEB_DIST, 'index.html'));
        const ok =
          want === 'admitted'
            ? !refused && (got < 500 || unbuilt)
            : got === want && code !== undefined && ACCESS_REFUSALS.has(code);
        if (!ok) wrong.push(`${method} ${url} as ${principal}: ${got} ${code ?? ''}, expected ${want}`);
        // A signed-in person's answers are kept by nobody.
        if (
          want === 'admitted' &&
          row.roles !== 'public' &&
          got < 300 &&
          String(response.headers['content-type']).startsWith('application/json') &&
          !String(response.headers['cache-control']).includes('no-store')
        )
          wrong.push(`${method} ${url} as ${principal}: cache-control ${response.headers['cache-control']}`);
        if (signsOut(response)) await signInAgain(principal);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe('the machine API’s routes', () => {
  const apiRoutes = () =>
    registered().flatMap(({ method, url }) => {
      const row = ROUTE_ACCESS[routeKey(method, url)];
      return row?.apiKey && row.roles !== 'public'
        ? [{ method, url, scope: row.apiKey, roles: row.roles }]
        : [];
    });

  it('refuse every session cookie and no key with 401, a key without the scope with 403, and admit one with it', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(7);
    // Per role, one key for each scope the role may hold, with that scope alone.
    const keys = new Map<string, Map<string, string>>();
    for (const role of ['bank_admin', 'portal_admin'] as const) {
      const byScope = new Map<string, string>();
      for (const scope of scopesForRole(role))
        byScope.set(scope, (await apiKeyFor(t, role, [scope])).authorization);
      keys.set(role, byScope);
    }
    const wrong: string[] = [];
    const send = (method: string, url: string, headers: Record<string, string>) =>
      t.app.inject({
        method: method as 'GET',
        url: sampleUrl(url),
        headers,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
    for (const { method, url, scope, roles } of routes) {
      for (const principal of PRINCIPALS) {
        const cookie = cookies.get(principal);
        const response = await send(method, url, cookie ? { cookie } : {});
        if (response.statusCode !== 401 || !ACCESS_REFUSALS.has(errorCode(response) ?? ''))
          wrong.push(`${method} ${url} with the cookie of ${principal}: ${response.statusCode}`);
      }
      for (const [role, byScope] of keys) {
        const holding = byScope.get(scope);
        if ((roles as readonly string[]).includes(role)) {
          const admitted = await send(method, url, { authorization: holding ?? '' });
          const code = errorCode(admitted);
          const refused =
            (admitted.statusCode === 401 || admitted.statusCode === 403) && ACCESS_REFUSALS.has(code ?? '');
          if (refused || admitted.statusCode >= 500)
            wrong.push(
              `${method} ${url} with a ${role} key holding ${scope}: ${admitted.statusCode} ${code ?? ''}`,
            );
        }
        const [, other] = [...byScope].find(([held]) => held !== scope)!;
        const without = await send(method, url, { authorization: other });
        if (without.statusCode !== 403 || errorCode(without) !== 'api_scope_missing')
          wrong.push(`${method} ${url} with a ${role} key without ${scope}: ${without.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

/** The owner's records in the status the case needs: property, certificate and share. */
async function victimFor(test: OutsiderCase) {
  const auditor = await who.auditor();
  const owner = await who.assignedClient(auditor.id, test.status, {
    // A property that has not been ordered has claimed no coupon.
    ...(test.status === 'new' ? { couponCode: null } : {}),
    // The certificate upload waits for the survey to start (docs/product.md, 'Upload after the survey');
    // the other cases move a future one.
    appointmentDate:
      test.status === 'appointment_scheduled'
        ? new Date(t.clock.now().getTime() + (test.upload ? -3_600_000 : 5 * 86_400_000))
        : null,
  });
  let victim: Victim = { propertyId: owner.property.id, documentId: null, shareId: null };
  if (test.status === 'document_uploaded') {
    const { document } = await who.storeCertificate(owner.property.id, auditor.id);
    const [share] = await db()
      .insert(certificateShares)
      .values({
        propertyId: owner.property.id,
        documentId: document.id,
        createdBy: owner.id,
        email: 'barat@example.hu',
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    victim = { ...victim, documentId: document.id, shareId: share!.id };
  }
  const ownerCookie = test.as === 'client' ? await signIn(t.app, owner.email) : auditor.cookie;
  return { victim, ownerCookie };
}

async function outsiderRequest(
  method: string,
  url: string,
  test: OutsiderCase,
  victim: Victim,
  cookie: string,
) {
  const params = test.params?.(victim) ?? { id: victim.propertyId };
  const path = url.replace(/:([a-zA-Z]+)/g, (_match, name: string) => params[name] ?? randomUUID());
  if (test.upload) {
    const body = multipart('tanusitvany.pdf', await samplePdf('Idegen'));
    return t.app.inject({
      method: method as 'POST',
      url: path,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  }
  return t.app.inject({
    method: method as 'GET',
    url: path,
    headers: { cookie },
    ...(test.body ? { payload: test.body(t.clock.now()) as object } : {}),
  });
}

const outsiderCases = Object.entries(ROUTE_ACCESS).flatMap(([key, row]) =>
  (row.outsider ?? []).map((test) => ({ key, test })),
);

describe('someone else’s record', () => {
  it('every id route with an owner has its outsider case', () => {
    const idRoutes = Object.entries(ROUTE_ACCESS)
      .filter(([key, row]) => key.includes(':id') && row.roles !== 'public')
      .filter(([, row]) => row.roles !== 'public' && row.roles.some((r) => r === 'client' || r === 'auditor'))
      .map(([key]) => key);
    expect(idRoutes.filter((key) => !ROUTE_ACCESS[key]!.outsider)).toEqual([]);
  });

  it.each(outsiderCases)(
    '$key: another $test.as gets 404 and nothing changes; the owner succeeds',
    async ({ key, test }) => {
      const [method, url] = key.split(' ') as [string, string];
      const { victim, ownerCookie } = await victimFor(test);
      const outsider = test.as === 'client' ? await who.client() : await who.auditor();
      const before = await snapshotDatabase(db());
      const refused = await outsiderRequest(method, url, test, victim, outsider.cookie);
      expect(refused.statusCode, refused.body).toBe(404);
      expect(errorCode(refused)).toBe('not_found');
      expect(changedTables(before, await snapshotDatabase(db()))).toEqual([]);

      // The same request is one the owner may make: only ownership refused the outsider.
      const owned = await outsiderRequest(method, url, test, victim, ownerCookie);
      expect(owned.statusCode, owned.body).toBeLessThan(300);
    },
  );
});
