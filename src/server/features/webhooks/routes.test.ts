// Managing webhook endpoints on the 'Webhookok' screen (docs/rules/webhooks.md): what works, every change in
// the system log without the secret, and the refusals.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_MESSAGES,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookSecretAnswer,
} from '../../../domain/webhooks.ts';
import { userLogs, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { actorFor, expectRefused } from '../../test/actors.ts';
import { changedTables, snapshotDatabase } from '../../test/db-snapshot.ts';
import { people } from '../../test/people.ts';
import { realTime, silentLogger, testAppForFile } from '../../test/test-app.ts';
import { createWebhookEndpoint, listWebhookEndpoints } from './service.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const who = people(t);
const db = () => t.services.database.db;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

const endpointInput = {
  url: 'http://localhost:4000/webhooks',
  description: 'CRM szinkron',
  events: ['order.created', 'coupon.redeemed'],
};

async function create(cookie: string, input: object = endpointInput): Promise<WebhookSecretAnswer> {
  const response = await call('POST', '/api/webhooks/endpoints', cookie, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WebhookSecretAnswer>();
}

const logsOf = async (userId: string) =>
  (await db().select().from(userLogs).where(eq(userLogs.userId, userId))).map((row) => ({
    action: row.action,
    metadata: row.metadata,
  }));

describe('managing endpoints', () => {
  it('creates, lists, changes, rotates and deletes, each logged, the secret shown only on creation and rotation', async () => {
    const bank = await who.staff('bank_admin');
    const created = await create(bank.cookie);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created.endpoint).toMatchObject({
      url: 'http://localhost:4000/webhooks',
      description: 'CRM szinkron',
      events: ['order.created', 'coupon.redeemed'],
      enabled: true,
      createdByName: 'Tóth Gábor',
    });
    const id = created.endpoint.id;

    const list = await call('GET', '/api/webhooks/endpoints', bank.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: WebhookEndpoint[] }>().items.map((item) => item.id)).toContain(id);
    expect(list.body).not.toContain(created.secret);

    const changed = await call('PATCH', `/api/webhooks/endpoints/${id}`, bank.cookie, {
      events: ['statement.created'],
      enabled: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      events: ['statement.created'],
      enabled: false,
      disabledReason: 'manual',
    });

    const rotated = await call('POST', `/api/webhooks/endpoints/${id}/rotate-secret`, bank.cookie);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: second } = rotated.json<WebhookSecretAnswer>();
    expect(second).not.toBe(created.secret);

    expect((await call('DELETE', `/api/webhooks/endpoints/${id}`, bank.cookie)).statusCode).toBe(204);
    expect(await db().$count(webhookEndpoints, eq(webhookEndpoints.id, id))).toBe(0);

    const logs = await logsOf(bank.id);
    expect(logs.map((log) => log.action)).toEqual([
      'Webhook végpont létrehozva',
      'Webhook végpont módosítva',
      'Webhook titkos kulcs cserélve',
      'Webhook végpont törölve',
    ]);
    expect(logs[1]?.metadata).toMatchObject({
      webhookEndpointId: id,
      updatedFields: ['events', 'enabled'],
      oldValues: { events: ['order.created', 'coupon.redeemed'], enabled: true },
      newValues: { events: ['statement.created'], enabled: false },
    });
    const everything = JSON.stringify(logs);
    expect(everything).not.toContain(created.secret);
    expect(everything).not.toContain(second);
  });

  it('sends a test ping to the endpoint only, and refuses a switched-off one', async () => {
    const bank = await who.staff('bank_admin');
    const { endpoint } = await create(bank.cookie);
    const other = await create(bank.cookie);
    const pinged = await call('POST', `/api/webhooks/endpoints/${endpoint.id}/ping`, bank.cookie);
    expect(pinged.statusCode, pinged.body).toBe(202);
    const deliveries = await db()
      .select({ endpointId: webhookDeliveries.endpointId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, pinged.json<{ eventId: string }>().eventId));
    expect(deliveries).toEqual([{ endpointId: endpoint.id }]);

    await call('PATCH', `/api/webhooks/endpoints/${other.endpoint.id}`, bank.cookie, { enabled: false });
    const refused = await call('POST', `/api/webhooks/endpoints/${other.endpoint.id}/ping`, bank.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: WEBHOOK_MESSAGES.endpointDisabled } });
  });

  it('pages the delivery log by the page size asked, each delivery once, and refuses a page size past 100', async () => {
    const bank = await who.staff('bank_admin');
    const { endpoint } = await create(bank.cookie);
    const eventIds: string[] = [];
    for (let ping = 0; ping < 3; ping++) {
      const pinged = await call('POST', `/api/webhooks/endpoints/${endpoint.id}/ping`, bank.cookie);
      eventIds.push(pinged.json<{ eventId: string }>().eventId);
    }
    const log = `/api/webhooks/endpoints/${endpoint.id}/deliveries`;
    // The pings share a moment on the real clock, so which comes first is the id's order: the pages are
    // checked to hold each delivery once.
    const pages = [];
    for (const page of [1, 2]) {
      const response = await call('GET', `${log}?page=${page}&pageSize=2`, bank.cookie);
      expect(response.statusCode, response.body).toBe(200);
      pages.push(response.json<WebhookDeliveryList>());
    }
    expect(pages.map(({ total, page, pageSize, items }) => [total, page, pageSize, items.length])).toEqual([
      [3, 1, 2, 2],
      [3, 2, 2, 1],
    ]);
    expect(pages.flatMap((page) => page.items.map((item) => item.eventId)).sort()).toEqual(eventIds.sort());
    const tooMany = await call('GET', `${log}?pageSize=1000`, bank.cookie);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: { fields: [{ path: 'querystring.pageSize', message: WEBHOOK_MESSAGES.invalidPageSize }] },
    });
  });

  it('shows each team its own endpoints: the bank staff share theirs, the portal admins theirs', async () => {
    const [bank, colleague, admin] = [
      await who.staff('bank_admin'),
      await who.staff('bank_admin'),
      await who.staff('portal_admin'),
    ];
    const { endpoint } = await create(bank.cookie);
    const seen = async (cookie: string) =>
      (await call('GET', '/api/webhooks/endpoints', cookie))
        .json<{ items: WebhookEndpoint[] }>()
        .items.map((item) => item.id);
    expect(await seen(colleague.cookie)).toContain(endpoint.id);
    expect(await seen(admin.cookie)).not.toContain(endpoint.id);
  });
});

describe('refusals', () => {
  it('answers 401 without a session and 403 to the other roles', async () => {
    expect((await call('GET', '/api/webhooks/endpoints')).statusCode).toBe(401);
    expect((await call('POST', '/api/webhooks/endpoints', undefined, endpointInput)).statusCode).toBe(401);
    for (const person of [await who.client(), await who.auditor(), await who.staff('admin_light')]) {
      expect((await call('GET', '/api/webhooks/endpoints', person.cookie)).statusCode).toBe(403);
      expect((await call('POST', '/api/webhooks/endpoints', person.cookie, endpointInput)).statusCode).toBe(
        403,
      );
    }
  });

  it('refuses another team’s endpoint with 404 and changes nothing', async () => {
    const bank = await who.staff('bank_admin');
    const admin = await who.staff('portal_admin');
    const { endpoint } = await create(bank.cookie);
    const pinged = await call('POST', `/api/webhooks/endpoints/${endpoint.id}/ping`, bank.cookie);
    const [delivery] = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, pinged.json<{ eventId: string }>().eventId));
    const base = `/api/webhooks/endpoints/${endpoint.id}`;
    const before = await snapshotDatabase(db());
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['PATCH', base, { description: 'Átírva' }],
      ['DELETE', base, undefined],
      ['POST', `${base}/rotate-secret`, undefined],
      ['POST', `${base}/ping`, undefined],
      ['GET', `${base}/deliveries`, undefined],
      ['POST', `${base}/deliveries/${delivery!.id}/redeliver`, undefined],
    ] as const) {
      const response = await call(method, url, admin.cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: WEBHOOK_MESSAGES.notFound } });
    }
    expect(changedTables(before, await snapshotDatabase(db()))).toEqual([]);
  });

  it('refuses a bad address or no events with 400 and a Hungarian message', async () => {
    const bank = await who.staff('bank_admin');
    const before = await db().$count(webhookEndpoints);
    const cases: [object, string][] = [
      [{ ...endpointInput, url: 'nem egy cím' }, WEBHOOK_MESSAGES.urlInvalid],
      [{ ...endpointInput, url: 'ftp://example.com/x' }, WEBHOOK_MESSAGES.urlInvalid],
      [{ ...endpointInput, url: 'http://crm.partnerbank.hu/hook' }, WEBHOOK_MESSAGES.urlHttpLoopbackOnly],
      [
        { ...endpointInput, url: 'https://user:jelszo@crm.partnerbank.hu/hook' },
        WEBHOOK_MESSAGES.urlCredentials,
      ],
      [{ ...endpointInput, events: [] }, WEBHOOK_MESSAGES.eventsRequired],
      [{ ...endpointInput, events: ['order.deleted'] }, WEBHOOK_MESSAGES.eventUnknown],
    ];
    for (const [input, message] of cases) {
      const response = await call('POST', '/api/webhooks/endpoints', bank.cookie, input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(
        response.json<{ error: { fields: { message: string }[] } }>().error.fields.map((f) => f.message),
      ).toContain(message);
    }
    expect(await db().$count(webhookEndpoints)).toBe(before);
  });

  it('refuses the wrong person when the service is called directly', async () => {
    await expectRefused(
      t,
      [await who.client(), await who.auditor(), await who.staff('admin_light')],
      (actor) => listWebhookEndpoints(t.services, actor),
    );
    const light = await actorFor(t, await who.staff('admin_light'));
    await expect(
      createWebhookEndpoint(t.services, silentLogger, light, {
        url: 'https://crm.partnerbank.hu/hook',
        description: '',
        events: ['order.created'],
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
