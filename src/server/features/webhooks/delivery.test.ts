// The events as a receiver gets them (docs/rules/webhooks.md): each emitted by its real service call in the
// change's own transaction, signed so that the Standard Webhooks library verifies it, retried on the
// schedule, sent again by hand, signed with two secrets during a rotation, and the endpoint switched off
// after a long run of failures. Time moves on the test clock; the receiver is a real HTTP server.
import { and, eq, lte } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY_DELAYS_MS,
  type WebhookSecretAnswer,
} from '../../../domain/webhooks.ts';
import {
  documents,
  jobs,
  mailOutbox,
  properties,
  userLogs,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { recordWebhookEvent, WEBHOOK_DELIVERY_JOB } from '../../platform/webhook-events.ts';
import { createCoupon } from '../../seed/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { people } from '../../test/people.ts';
import { samplePdf } from '../../seed/demo.ts';
import { sessionCookie } from '../../test/sessions.ts';
import { realTime, silentLogger, testAppForFile } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';
import { startReceiver, type ReceivedWebhook, type TestReceiver } from '../../test/webhook-receiver.ts';
import { webhookDeliveryJobHandler, webhookRetryDelayMs } from './delivery.ts';
import { appointmentIn } from '../../test/appointments.ts';
import { orderWithCoupon } from '../../test/orders.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const who = people(t);
const db = () => t.services.database.db;

let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answerWith(200);
  // Each test registers its own endpoints; earlier tests' endpoints must not receive its events.
  await db().delete(webhookEndpoints);
});

/** Sends every due delivery once, as the instance's webhook runner would. */
const deliverDue = () =>
  new JobRunner({ db: db(), logger: silentLogger, clock: t.clock.now })
    .register(WEBHOOK_DELIVERY_JOB, webhookDeliveryJobHandler(t.services, silentLogger))
    .runDue();

async function register(
  cookie: string,
  events: readonly string[] = WEBHOOK_EVENT_TYPES,
  url = receiver.url,
): Promise<WebhookSecretAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    headers: { cookie },
    payload: { url, description: 'CRM szinkron', events },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WebhookSecretAnswer>();
}

/** Verifies with the specification's own library, its clock at the server's (the test clock may be days ahead). */
function verify(
  secret: string,
  message: ReceivedWebhook,
): { type: string; timestamp: string; data: Record<string, unknown> } {
  vi.useFakeTimers({ toFake: ['Date'], now: t.clock.now() });
  try {
    return new Webhook(secret).verify(message.body, message.headers as Record<string, string>) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
  } finally {
    vi.useRealTimers();
  }
}

describe('the events, each from its real service call', () => {
  it('sends every event type the bank subscribed to, signed so that standardwebhooks verifies it', async () => {
    const bank = await who.staff('bank_admin');
    const admin = await who.staff('portal_admin');
    const light = await who.staff('admin_light');
    const { secret } = await register(bank.cookie);

    // An order: the coupon redeemed and the order created, in the order's transaction.
    const client = await who.client();
    await createCoupon(db(), { code: 'KH106101' });
    const ordered = await orderWithCoupon(t.app, client.cookie, 'KH106101');
    expect(ordered.statusCode, ordered.body).toBe(201);
    const propertyId = client.property!.id;

    // The portal admin assigns an auditor.
    const auditor = await who.auditor();
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/properties/${propertyId}/assignment`,
      headers: { cookie: admin.cookie },
      payload: { auditorId: auditor.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    // The auditor schedules the appointment, then uploads the certificate.
    const scheduled = await t.app.inject({
      method: 'PUT',
      url: `/api/auditor/properties/${propertyId}/appointment`,
      headers: { cookie: auditor.cookie },
      payload: appointmentIn(t.clock.now()),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(receiver.received).toHaveLength(0); // nothing leaves before the job runs
    await deliverDue();
    const payloads: Record<string, { data: Record<string, unknown> }> = {};
    const bodies: string[] = [];
    const verifyReceived = () => {
      for (const message of receiver.received.splice(0)) {
        bodies.push(message.body);
        expect(message.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
        expect(message.headers['content-type']).toBe('application/json');
        const payload = verify(secret, message);
        payloads[payload.type] ??= payload;
      }
    };
    verifyReceived();

    // After the visit, the auditor uploads the certificate and Admin Light bills it on a TIG statement.
    t.clock.advance(4 * 86_400_000);
    const [auditorCookie, lightCookie] = [
      await sessionCookie(t, auditor.id),
      await sessionCookie(t, light.id),
    ];
    const body = multipart('tanusitvany.pdf', await samplePdf('Tanusitvany'));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/auditor/properties/${propertyId}/certificate`,
      headers: { cookie: auditorCookie, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [document] = await db().select().from(documents).where(eq(documents.propertyId, propertyId));
    const documentId = document!.id;

    const billed = await t.app.inject({
      method: 'POST',
      url: '/api/tig-statements',
      headers: { cookie: lightCookie },
      payload: { documentIds: [documentId] },
    });
    expect(billed.statusCode, billed.body).toBe(201);

    await deliverDue();
    verifyReceived();
    expect(Object.keys(payloads).toSorted()).toEqual([...WEBHOOK_EVENT_TYPES].toSorted());
    expect(payloads['coupon.redeemed']?.data).toMatchObject({ couponCode: 'KH106101', propertyId });
    expect(payloads['order.created']?.data).toMatchObject({
      propertyId,
      couponCode: 'KH106101',
      status: 'finding_auditor',
    });
    expect(payloads['auditor.assigned']?.data).toMatchObject({
      propertyId,
      auditorId: auditor.id,
      how: 'manual',
    });
    expect(payloads['appointment.scheduled']?.data).toMatchObject({ propertyId, rescheduled: false });
    expect(payloads['certificate.uploaded']?.data).toMatchObject({ propertyId, documentId, replaced: false });
    expect(payloads['statement.created']?.data).toMatchObject({ certificateCount: 1, totalHuf: 65_000 });
    // No personal data: the client's name, e-mail and phone are not in any message.
    const everything = bodies.join('\n');
    for (const personal of [client.email, client.name, 'Andrássy', '+36 30 123 4567'])
      expect(everything).not.toContain(personal);
  });

  it('sends an event only to endpoints that subscribed to its type, and none to a switched-off one', async () => {
    const bank = await who.staff('bank_admin');
    const admin = await who.staff('portal_admin');
    const orders = await register(bank.cookie, ['order.created']);
    await register(admin.cookie, ['statement.created']);
    const off = await register(bank.cookie, ['order.created']);
    await db()
      .update(webhookEndpoints)
      .set({ enabled: false })
      .where(eq(webhookEndpoints.id, off.endpoint.id));

    await db().transaction((tx) =>
      recordWebhookEvent(tx, t.clock.now(), 'order.created', {
        propertyId: '00000000-0000-4000-8000-000000000001',
        couponCode: 'WH1',
        status: 'finding_auditor',
        orderedAt: t.clock.now().toISOString(),
      }),
    );
    await deliverDue();
    expect(receiver.received).toHaveLength(1);
    verify(orders.secret, receiver.received[0]!);
  });

  it('emits nothing when the change rolls back', async () => {
    const bank = await who.staff('bank_admin');
    await register(bank.cookie);
    const [eventsBefore, jobsBefore] = [await db().$count(webhookEvents), await db().$count(jobs)];

    await expect(
      db().transaction(async (tx) => {
        await tx.update(properties).set({ area: 999 });
        await recordWebhookEvent(tx, t.clock.now(), 'order.created', {
          propertyId: '00000000-0000-4000-8000-000000000002',
          couponCode: 'WH2',
          status: 'finding_auditor',
          orderedAt: t.clock.now().toISOString(),
        });
        throw new Error('the change fails after its event was written');
      }),
    ).rejects.toThrow('the change fails');

    expect(await db().$count(webhookEvents)).toBe(eventsBefore);
    expect(await db().$count(jobs)).toBe(jobsBefore);
    expect(await db().$count(webhookDeliveries)).toBe(0);
    await deliverDue();
    expect(receiver.received).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('retries a failing receiver on the schedule with the same webhook-id, and logs each answer', async () => {
    // At 45 s past a minute, so the first retry comes after the minute's sweep: the sweep, finding nothing
    // due, must leave the retry's job at the retry's own time.
    t.clock.set(new Date(Math.floor(Date.now() / 60_000) * 60_000 + 45_000));
    const bank = await who.staff('bank_admin');
    const { endpoint, secret } = await register(bank.cookie, ['order.created']);
    receiver.answerWith(500, 'Belső hiba');
    await db().transaction((tx) =>
      recordWebhookEvent(tx, t.clock.now(), 'order.created', {
        propertyId: '00000000-0000-4000-8000-000000000003',
        couponCode: 'WH3',
        status: 'finding_auditor',
        orderedAt: t.clock.now().toISOString(),
      }),
    );
    await deliverDue();
    expect(receiver.received).toHaveLength(1);
    const [first] = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      responseExcerpt: 'Belső hiba',
    });
    // 30 s later, on the next whole second.
    const wait = first!.nextAttemptAt!.getTime() - first!.lastAttemptAt!.getTime();
    expect(wait).toBeGreaterThanOrEqual(30_000);
    expect(wait).toBeLessThan(31_000);

    // Not yet due: nothing is sent.
    t.clock.set(new Date(first!.nextAttemptAt!.getTime() - 1));
    await deliverDue();
    expect(receiver.received).toHaveLength(1);

    t.clock.set(first!.nextAttemptAt!);
    await deliverDue();
    expect(receiver.received).toHaveLength(2);
    t.clock.advance(2 * 60_000 + 1_000);
    receiver.answerWith(204, '');
    await deliverDue();
    expect(receiver.received).toHaveLength(3);

    const ids = new Set(receiver.received.map((message) => message.headers['webhook-id']));
    expect(ids.size).toBe(1);
    verify(secret, receiver.received[2]!);
    const [done] = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(done).toMatchObject({
      status: 'delivered',
      attempts: 3,
      responseStatus: 204,
      nextAttemptAt: null,
    });
    const [stored] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored).toMatchObject({ consecutiveFailures: 0, failingSince: null, enabled: true });

    // The log the screen reads.
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/endpoints/${endpoint.id}/deliveries`,
      headers: { cookie: await sessionCookie(t, bank.id) },
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json()).toMatchObject({
      total: 1,
      items: [{ eventType: 'order.created', status: 'delivered', attempts: 3, responseStatus: 204 }],
    });
  });

  it('queues one job for a burst of events, and a sweep sends what a finished job left behind', async () => {
    const bank = await who.staff('bank_admin');
    await register(bank.cookie, ['coupon.redeemed']);
    const redeemed = (code: string) =>
      db().transaction((tx) =>
        recordWebhookEvent(tx, t.clock.now(), 'coupon.redeemed', {
          couponCode: code,
          propertyId: '00000000-0000-4000-8000-000000000008',
          redeemedAt: t.clock.now().toISOString(),
        }),
      );
    const dueJobs = () =>
      db().$count(
        jobs,
        and(eq(jobs.name, WEBHOOK_DELIVERY_JOB), eq(jobs.status, 'pending'), lte(jobs.runAt, t.clock.now())),
      );
    await redeemed('WH81');
    await redeemed('WH82');
    expect(await dueJobs()).toBe(1);
    await deliverDue();
    expect(receiver.received).toHaveLength(2);

    // An event whose job ran out before it committed: only the deliveries are left, and the sweep sends them.
    await redeemed('WH83');
    await db()
      .delete(jobs)
      .where(
        and(eq(jobs.name, WEBHOOK_DELIVERY_JOB), eq(jobs.status, 'pending'), lte(jobs.runAt, t.clock.now())),
      );
    await deliverDue();
    expect(receiver.received).toHaveLength(2);
    t.clock.advance(60_000);
    await deliverDue();
    expect(receiver.received).toHaveLength(3);
  });

  it('keeps retrying for more than three days, with waits that grow', () => {
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(3 * 86_400_000);
    for (let i = 1; i < WEBHOOK_RETRY_DELAYS_MS.length; i++)
      expect(WEBHOOK_RETRY_DELAYS_MS[i]!).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[i - 1]!);
    expect(webhookRetryDelayMs(1)).toBe(30_000);
    expect(webhookRetryDelayMs(WEBHOOK_RETRY_DELAYS_MS.length + 1)).toBeNull();
  });

  it('sends a delivery again by hand with the same webhook-id, and logs who did it', async () => {
    const bank = await who.staff('bank_admin');
    const { endpoint, secret } = await register(bank.cookie, ['order.created']);
    await db().transaction((tx) =>
      recordWebhookEvent(tx, t.clock.now(), 'order.created', {
        propertyId: '00000000-0000-4000-8000-000000000004',
        couponCode: 'WH4',
        status: 'finding_auditor',
        orderedAt: t.clock.now().toISOString(),
      }),
    );
    await deliverDue();
    const [delivery] = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivery?.status).toBe('delivered');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint.id}/deliveries/${delivery!.id}/redeliver`,
      headers: { cookie: bank.cookie },
    });
    expect(again.statusCode, again.body).toBe(202);
    await deliverDue();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    verify(secret, receiver.received[1]!);
    const [log] = await loggedRows(t, bank.id, { action: 'Webhook üzenet újraküldve' });
    expect(log?.metadata).toMatchObject({
      webhookEndpointId: endpoint.id,
      webhookMessage: delivery!.eventId,
    });
  });

  it('signs with the old and the new secret for 24 hours after a rotation, then with the new one only', async () => {
    const bank = await who.staff('bank_admin');
    const { endpoint, secret: oldSecret } = await register(bank.cookie, ['statement.created']);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpoint.id}/rotate-secret`,
      headers: { cookie: bank.cookie },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: newSecret, endpoint: after } = rotated.json<WebhookSecretAnswer>();
    expect(newSecret).not.toBe(oldSecret);
    expect(newSecret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(after.previousSecretExpiresAt).not.toBeNull();

    const statement = () =>
      db().transaction((tx) =>
        recordWebhookEvent(tx, t.clock.now(), 'statement.created', {
          statementId: '00000000-0000-4000-8000-000000000005',
          number: 'TIG-2026-0001',
          certificateCount: 1,
          totalHuf: 65_000,
          createdAt: t.clock.now().toISOString(),
        }),
      );
    await statement();
    await deliverDue();
    const during = receiver.received[0]!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    verify(oldSecret, during);
    verify(newSecret, during);

    t.clock.advance(24 * 3_600_000 + 1_000);
    await statement();
    await deliverDue();
    const later = receiver.received[1]!;
    expect(String(later.headers['webhook-signature']).split(' ')).toHaveLength(1);
    verify(newSecret, later);
    expect(() => verify(oldSecret, later)).toThrow();
  });

  it('switches an endpoint off after three days of failures and e-mails who registered it', async () => {
    const bank = await who.staff('bank_admin');
    const { endpoint } = await register(bank.cookie, ['coupon.redeemed']);
    receiver.answerWith(503, 'Karbantartás');
    const start = t.clock.now();
    await db().transaction((tx) =>
      recordWebhookEvent(tx, start, 'coupon.redeemed', {
        couponCode: 'WH6',
        propertyId: '00000000-0000-4000-8000-000000000006',
        redeemedAt: start.toISOString(),
      }),
    );
    for (let round = 0; round < 20; round++) {
      await deliverDue();
      const [delivery] = await db()
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      if (delivery?.status !== 'pending') break;
      t.clock.set(delivery.nextAttemptAt!);
    }
    expect(receiver.received).toHaveLength(11);
    expect(t.clock.now().getTime() - start.getTime()).toBeGreaterThan(3 * 86_400_000);
    const [stored] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored).toMatchObject({ enabled: false, disabledReason: 'failures', consecutiveFailures: 11 });

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, bank.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'WEBHOOK_ENDPOINT_DISABLED',
      subject: 'Webhook végpont kikapcsolva',
    });
    expect(mails[0]!.text).toContain(receiver.url);
    expect(mails[0]!.text).toContain('kapcsolja be újra');
    const [log] = await db()
      .select()
      .from(userLogs)
      .where(eq(userLogs.action, 'Webhook végpont kikapcsolva sorozatos hibák miatt'));
    expect(log?.metadata).toMatchObject({ webhookEndpointId: endpoint.id, failures: 11 });

    // Switched off, it gets no new events; switched back on, a new start.
    await db().transaction((tx) =>
      recordWebhookEvent(tx, t.clock.now(), 'coupon.redeemed', {
        couponCode: 'WH7',
        propertyId: '00000000-0000-4000-8000-000000000007',
        redeemedAt: t.clock.now().toISOString(),
      }),
    );
    expect(await db().$count(webhookDeliveries, eq(webhookDeliveries.endpointId, endpoint.id))).toBe(1);
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/endpoints/${endpoint.id}`,
      headers: { cookie: await sessionCookie(t, bank.id) },
      payload: { enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
      failingSince: null,
    });
  });
});
