import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coupons, properties, userLogs } from '../../db/schema.ts';
import { Mailer } from '../../platform/mail/outbox.ts';
import { createCoupon, createProperty, createUser } from '../../seed/factories.ts';
import { signIn, TEST_PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderWithCoupon } from '../../test/orders.ts';

// Failures of the order's side effects are only warned and never fail the order (docs/rules/emails.md,
// 'A failed e-mail never fails the action').
let t: TestApp;
beforeAll(async () => {
  class FailingMailer extends Mailer {
    override async queue(): Promise<string> {
      throw new Error('outbox unavailable');
    }
  }
  t = await createTestApp({
    services: {
      mailer: new FailingMailer({ publicUrl: '', bank: { name: '', supportPhone: '', supportEmail: '' } }),
    },
  });
});
afterAll(() => t.close());

it('places the order even when its e-mail cannot be queued', async () => {
  const { db } = t.services.database;
  const client = await createUser(db, {
    role: 'client',
    email: 'mellekhatas@example.hu',
    firstName: 'Anna',
    lastName: 'Kovács',
    password: TEST_PASSWORD,
  });
  const property = await createProperty(db, t.services.postcodes, {
    clientId: client.id,
    postcode: '1061',
    street: 'Andrássy út',
    houseNumber: '12',
    status: 'new',
  });
  await createCoupon(db, { code: 'KH106177' });
  const cookie = await signIn(t.app, 'mellekhatas@example.hu');

  const response = await orderWithCoupon(t.app, cookie, 'KH106177');

  expect(response.statusCode, response.body).toBe(201);
  const [stored] = await db.select().from(properties).where(eq(properties.id, property.id));
  expect(stored?.status).toBe('finding_auditor');
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'KH106177'));
  expect(coupon?.claimedBy).toBe(client.id);
  const logs = await db.select().from(userLogs).where(eq(userLogs.userId, client.id));
  expect(logs.map((l) => l.actionType)).toContain('certificate_order');
});
