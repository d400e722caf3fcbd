// API keys for the machine API's tests: a staff member of the role, and a key they made with the scopes.
import type { ApiScope } from '../../domain/api-keys.ts';
import { randomUUID } from 'node:crypto';
import { createApiKey } from '../features/api-keys/index.ts';
import { createUser } from '../seed/factories.ts';
import { TEST_PASSWORD } from './accounts.ts';
import { enableTwoFactorDirectly, sessionCookie } from './sessions.ts';
import silentLogger from './silent-logger.ts';
import type { TestApp } from './test-app.ts';

export interface TestApiKey {
  /** The maker. */
  id: string;
  email: string;
  cookie: string;
  keyId: string;
  /** The whole key, as the screen shows it once. */
  secret: string;
  /** The request header that carries it. */
  authorization: string;
}

/** A key of a new staff member of the role (made through the service, as the screen makes it). */
export async function apiKeyFor(
  t: TestApp,
  role: 'bank_admin' | 'portal_admin',
  scopes: ApiScope[],
  options: {
    name?: string;
    expiresOn?: string | null;
    maker?: { id: string; email: string; cookie: string };
  } = {},
): Promise<TestApiKey> {
  const maker = options.maker ?? (await keyMaker(t, role));
  const created = await createApiKey(
    t.services,
    silentLogger,
    { userId: maker.id, role, name: 'Teszt Elek', onboarded: false },
    { name: options.name ?? 'CRM szinkron', scopes, expiresOn: options.expiresOn ?? null },
  );
  return {
    id: maker.id,
    email: maker.email,
    cookie: maker.cookie,
    keyId: created.key.id,
    secret: created.secret,
    authorization: `Bearer ${created.secret}`,
  };
}

/** A signed-in staff member with an authenticator app, who may make keys. */
export async function keyMaker(t: TestApp, role: 'bank_admin' | 'portal_admin') {
  const email = `kulcs-${randomUUID().slice(0, 8)}@example.hu`;
  const profile = await createUser(t.services.database.db, {
    role,
    email,
    firstName: 'Elek',
    lastName: 'Teszt',
    password: TEST_PASSWORD,
  });
  await enableTwoFactorDirectly(t, profile.id);
  return { id: profile.id, email, cookie: await sessionCookie(t, profile.id) };
}
