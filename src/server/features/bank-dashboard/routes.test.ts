// The bank's to-do list and its counts against orders without a coupon: the bank checks coupons, so an
// order placed without one is none of its coupon checks, in any status, certificate uploaded or not
// (docs/rules/coupons.md, 'Orders without a coupon').
import { and, inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankDashboard, BankTodoList } from '../../../domain/bank.ts';
import type { CouponApprovalResult, CouponCheckPage } from '../../../domain/coupons.ts';
import { PROPERTY_STATUSES } from '../../../domain/statuses.ts';
import { properties } from '../../db/schema.ts';
import { createProperty } from '../../seed/factories.ts';
import { people } from '../../test/people.ts';
import { testAppForFile } from '../../test/test-app.ts';

const t = testAppForFile();
let bank: { cookie: string };
const withoutCoupon: string[] = [];
const ORDERED = PROPERTY_STATUSES.filter((status) => status !== 'new');

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: bank.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

beforeAll(async () => {
  const who = people(t);
  bank = await who.staff('bank_admin');
  const auditor = await who.auditor();
  // One order without a coupon in every ordered status, the finished one with its certificate uploaded.
  for (const [index, status] of ORDERED.entries()) {
    const client = await who.client({ withProperty: false, lastName: `Kuponnélküli${index}` });
    const property = await createProperty(t.services.database.db, t.services.postcodes, {
      clientId: client.id,
      postcode: '1065',
      street: 'Nagymező utca',
      houseNumber: String(index + 1),
      status,
      couponCode: null,
      auditorId: auditor.id,
    });
    if (status === 'document_uploaded') await who.storeCertificate(property.id, auditor.id);
    withoutCoupon.push(property.id);
  }
  // And one order with a coupon, the only coupon check there is.
  await who.assignedClient(auditor.id, 'finding_auditor', { lastName: 'Kuponos' });
});

describe('orders without a coupon', () => {
  it('are not counted as coupon checks in the to-do list, its count or the dashboard bell', async () => {
    const dashboard = await get<BankDashboard>('/api/bank/dashboard');
    // One coupon check (Kuponos) and one certificate to bill (the finished order without a coupon).
    expect(dashboard).toMatchObject({ todoCount: 2, urgentCount: 1 });
    const todos = await get<BankTodoList>('/api/bank/dashboard/todos');
    expect(todos.total).toBe(2);
    expect(todos.items.map((item) => [item.kind, item.clientName])).toEqual([
      ['coupon_check', 'Kuponos Bence'],
      ['tig', 'Kuponnélküli3 Anna'],
    ]);
  });

  it('are not on the coupon check list, pending, approved or all', async () => {
    for (const state of ['pending', 'approved', 'all'] as const) {
      const page = await get<CouponCheckPage>(`/api/coupons/checks?state=${state}`);
      expect(
        page.items.map((row) => row.clientName),
        state,
      ).toEqual(state === 'approved' ? [] : ['Kuponos Bence']);
      expect(page.total, state).toBe(state === 'approved' ? 0 : 1);
    }
    expect((await get<CouponCheckPage>('/api/coupons/checks?search=kuponnélküli')).total).toBe(0);
  });

  it('cannot be approved: a selection with one is refused and nothing changes; approving every match leaves them', async () => {
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/coupons/approvals',
        payload,
        headers: { cookie: bank.cookie },
      });
    const selected = await post({ propertyIds: withoutCoupon.slice(0, 1) });
    expect(selected.statusCode).toBe(404);
    const everything = await post({ allMatching: true, state: 'all' });
    expect(everything.json<CouponApprovalResult>()).toMatchObject({ approved: 1, alreadyApproved: 0 });
    expect(
      await t.services.database.db
        .select({ id: properties.id })
        .from(properties)
        .where(and(inArray(properties.id, withoutCoupon), isNotNull(properties.couponApprovedAt))),
    ).toEqual([]);
  });
});
