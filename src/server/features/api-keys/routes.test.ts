import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, ApiKeyList, CreatedApiKey } from '../../../domain/api-keys.ts';
import { budapestDayRange } from '../../../domain/time.ts';
import { hashApiKey } from '../../auth/api-key.ts';
import { apiKeys } from '../../db/schema.ts';
import { expectRefused } from '../../test/actors.ts';
import { changedTables, snapshotDatabase } from '../../test/db-snapshot.ts';
import { people, type SignedIn } from '../../test/people.ts';
import { realTime, silentLogger, testAppForFile } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';
import { createApiKey, listApiKeys } from './service.ts';

const t = testAppForFile({ clock: realTime });
const who = people(t);
const db = () => t.services.database.db;
let bank: SignedIn;
let colleague: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  bank = await who.staff('bank_admin');
  colleague = await who.staff('bank_admin');
  operator = await who.staff('portal_admin');
});

const create = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: payload as object });
const list = (cookie: string) =>
  t.app
    .inject({ method: 'GET', url: '/api/api-keys', headers: { cookie } })
    .then((r) => r.json<ApiKeyList>());
const revoke = (cookie: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/api-keys/${id}/revoke`, headers: { cookie } });

describe('the API keys screen', () => {
  it('makes a key, shows it whole in that answer only, and stores only its hash', async () => {
    const response = await create(bank.cookie, {
      name: 'CRM éles',
      scopes: ['coupons:write', 'orders:read'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { key, secret } = response.json<CreatedApiKey>();
    expect(secret).toMatch(/^etp_test_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'CRM éles',
      shown: `${secret.slice(0, 13)}…`,
      scopes: ['coupons:write', 'orders:read'],
      state: 'active',
      expiresAt: null,
      lastUsedAt: null,
      createdByName: 'Tóth Gábor',
    });
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.keyHash).toBe(hashApiKey(secret));
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/api-keys',
      headers: { cookie: bank.cookie },
    });
    expect(listed.body).not.toContain(secret);
    expect(listed.json<ApiKeyList>().items.map((k) => k.id)).toContain(key.id);
    const [log] = await loggedRows(t, bank.id, { action: 'API-kulcs létrehozva' });
    expect(log?.metadata).toMatchObject({ apiKeyName: 'CRM éles', scopes: ['coupons:write', 'orders:read'] });
    expect(JSON.stringify(log)).not.toContain(secret);
  });

  it('offers each role only the scopes it may give, and refuses another with 403', async () => {
    expect((await list(bank.cookie)).allowedScopes).toEqual([
      'coupons:write',
      'orders:read',
      'certificates:read',
      'statements:read',
      'webhooks:manage',
    ]);
    expect((await list(operator.cookie)).allowedScopes).toEqual([
      'orders:read',
      'certificates:read',
      'webhooks:manage',
    ]);
    const before = await snapshotDatabase(db());
    const refused = await create(operator.cookie, { name: 'Kupon', scopes: ['coupons:write'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'api_scope_not_allowed',
      message: 'Ezt a jogosultságot az Ön szerepköre nem adhatja egy kulcsnak.',
    });
    expect(changedTables(before, await snapshotDatabase(db()))).toEqual([]);
  });

  it('refuses a missing name, no scope, an unknown scope and a past expiry with Hungarian 400s', async () => {
    const before = await snapshotDatabase(db());
    const cases: [unknown, string][] = [
      [{ name: ' ', scopes: ['orders:read'] }, 'Kérjük, adjon nevet a kulcsnak.'],
      [{ name: 'CRM', scopes: [] }, 'Kérjük, válasszon ki legalább egy jogosultságot.'],
      [
        { name: 'CRM', scopes: ['orders:read'], expiresOn: '2001-01-01' },
        'A lejárat napja nem lehet a mai napnál korábbi.',
      ],
      [
        { name: 'CRM', scopes: ['orders:read'], expiresOn: '2999-01-01' },
        'A kulcs legfeljebb 730 napra adható ki.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await create(bank.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const unknown = await create(bank.cookie, { name: 'CRM', scopes: ['admin:all'] });
    expect(unknown.statusCode).toBe(400);
    expect(changedTables(before, await snapshotDatabase(db()))).toEqual([]);
  });

  it('lets a colleague revoke the bank’s key once; the portal admin sees every key, the bank not the portal’s', async () => {
    // A hundred days ahead: the key works through that whole Budapest day.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(
      new Date(Date.now() + 100 * 86_400_000),
    );
    const { key } = (
      await create(bank.cookie, { name: 'Kiszivárgott', scopes: ['orders:read'], expiresOn: day })
    ).json<CreatedApiKey>();
    expect(key.expiresAt).toBe(budapestDayRange(undefined, day).toExclusive!.toISOString());
    const { key: portalKey } = (
      await create(operator.cookie, { name: 'Üzemeltetés', scopes: ['orders:read'] })
    ).json<CreatedApiKey>();

    expect((await list(colleague.cookie)).items.map((k) => k.id)).toContain(key.id);
    expect((await list(colleague.cookie)).items.map((k) => k.id)).not.toContain(portalKey.id);
    expect((await list(operator.cookie)).items.map((k) => k.id)).toEqual(
      expect.arrayContaining([key.id, portalKey.id]),
    );

    const before = await snapshotDatabase(db());
    const foreign = await revoke(colleague.cookie, portalKey.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Az API-kulcs nem található.');
    expect(changedTables(before, await snapshotDatabase(db()))).toEqual([]);

    const revoked = await revoke(colleague.cookie, key.id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<ApiKey>()).toMatchObject({ state: 'revoked' });
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.revokedBy).toBe(colleague.id);
    const again = await revoke(bank.cookie, key.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('api_key_already_revoked');
  });

  it('is refused to clients, auditors and Admin Light, also when the service is called directly', async () => {
    const client = await who.client();
    const auditor = await who.auditor();
    const light = await who.staff('admin_light');
    for (const person of [client, auditor, light])
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { cookie: person.cookie } }))
          .statusCode,
      ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/api-keys' })).statusCode).toBe(401);
    await expectRefused(t, [client, light], (actor) => listApiKeys(t.services, actor));
    await expectRefused(t, [auditor, light], (actor) =>
      createApiKey(t.services, silentLogger, actor, { name: 'X', scopes: ['orders:read'] }),
    );
  });
});
