// The report's "Megrendeléstől a tanúsító kijelöléséig" from the instants the product itself records: the
// order route stamps ordered_at, the assignment route auditor_assign_date (docs/roles/bank-staff.md,
// 'Reports'). Its own app, so the hand-counted fixtures of routes.test.ts stay as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankReport } from '../../../domain/bank-reports.ts';
import { createCoupon } from '../../seed/factories.ts';
import { people } from '../../test/people.ts';
import { sessionCookie } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderWithCoupon } from '../../test/orders.ts';

let t: TestApp;
let who: ReturnType<typeof people>;
const DAY = 86_400_000;
/** Monday 2 March 2026, 10:00 in Budapest: both orders. */
const ORDERED = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  who = people(t);
});
afterAll(() => t.close());

async function placeOrder(couponCode: string, houseNumber: string) {
  const client = await who.client();
  await createCoupon(t.services.database.db, { code: couponCode, expiryDate: '2099-12-31' });
  const response = await orderWithCoupon(t.app, client.cookie, couponCode, { houseNumber, area: '86' });
  expect(response.statusCode, response.body).toBe(201);
  return client.property!.id;
}

/** Assigns through the operator's route at `at`; a staff session lasts 30 idle minutes, so a fresh one. */
async function assignAt(at: Date, propertyId: string, adminId: string, auditorId: string) {
  t.clock.set(at);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/properties/${propertyId}/assignment`,
    headers: { cookie: await sessionCookie(t, adminId) },
    payload: { auditorId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('days from order to assignment', () => {
  it('counts from the order to the assignment as the routes record them, in whole months and partial ones', async () => {
    t.clock.set(ORDERED);
    const admin = await who.staff('portal_admin');
    const bank = await who.staff('bank_admin');
    const auditor = await who.auditor();
    const first = await placeOrder('KH106101', '12');
    const second = await placeOrder('KH106102', '14');
    await assignAt(new Date(ORDERED.getTime() + 2 * DAY), first, admin.id, auditor.id);
    await assignAt(new Date(ORDERED.getTime() + 5 * DAY + 12 * 3_600_000), second, admin.id, auditor.id);

    // 20 April: March is a whole month, read from the summaries the triggers keep; 'this month' of
    // 20 March reads the same orders from the tables.
    const cases: [Date, string][] = [
      [new Date('2026-04-20T09:00:00Z'), 'period=last_12_months'],
      [new Date('2026-04-20T09:00:00Z'), 'period=custom&dateFrom=2026-03-01&dateTo=2026-03-31'],
      [new Date('2026-03-20T09:00:00Z'), 'period=this_month'],
    ];
    for (const [now, query] of cases) {
      t.clock.set(now);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/bank/reports?${query}`,
        headers: { cookie: await sessionCookie(t, bank.id) },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { performance } = response.json<BankReport>();
      // (2 + 5.5) / 2 days, over the two orders.
      expect(performance, query).toMatchObject({ daysToAssignment: 3.8, assignedCount: 2 });
    }
  });
});
