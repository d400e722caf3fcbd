// Demo data of the bank's coupon check (docs/roles/bank-staff.md, 'Coupon check'): the claimed demo coupons
// get the address the bank issued them for (one of them another street, so the warning shows), the older
// orders are approved by the bank's demo account, and two coupons of the file ran out unused.
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { coupons, properties } from '../db/schema.ts';
import { createCoupon } from './factories.ts';

const DAY = 86_400_000;

export async function seedDemoCoupons(tx: Executor, now: Date, bankAdminId: string | null): Promise<void> {
  // The coupon's address is the order's, written the way a bank's file would (upper case, 'u.').
  await tx.execute(sql`
    update ${coupons} c set address = upper(p.postcode || ' ' || p.city || ', ' || replace(p.street, 'utca', 'u.') || ' ' || p.house_number)
    from ${properties} p where p.coupon_code = c.code`);
  // One order placed for another house than the coupon's.
  const [first] = await tx
    .select({
      code: properties.couponCode,
      postcode: properties.postcode,
      city: properties.city,
      street: properties.street,
    })
    .from(properties)
    .where(isNotNull(properties.couponCode))
    .orderBy(properties.orderedAt)
    .limit(1);
  if (first?.code)
    await tx
      .update(coupons)
      .set({ address: `${first.postcode} ${first.city}, ${first.street} 99.` })
      .where(eq(coupons.code, first.code));
  // The bank checked the orders older than two weeks.
  if (bankAdminId)
    await tx
      .update(properties)
      .set({
        couponApprovedAt: sql`${properties.orderedAt} + interval '1 day'`,
        couponApprovedBy: bankAdminId,
      })
      .where(
        and(isNotNull(properties.orderedAt), lt(properties.orderedAt, new Date(now.getTime() - 14 * DAY))),
      );
  for (const code of ['KH999901', 'KH999902'])
    await createCoupon(tx, {
      code,
      address: '1011 Budapest',
      expiryDate: '2025-12-31',
      importedBy: bankAdminId,
    });
}
