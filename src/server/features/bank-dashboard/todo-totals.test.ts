// The bank's to-do counts kept by the writes (migration 0048, decision 0023) equal a count of the rows by the
// list's own conditions after each step: coupon orders placed, approved one by one and in bulk, certificates
// uploaded, billed by a statement, deleted, and a property deleted with its documents.
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, properties } from '../../db/schema.ts';
import { keptTodoTotals } from '../../db/totals.ts';
import { createAuditor, createProperty, createUser } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { unapprovedCoupon, unbilledCertificate } from './service.ts';

const t = testAppForFile();
const db = () => t.services.database.db;
const clientIds: string[] = [];

async function expectKeptEqualCounted() {
  const [[urgent], [tig]] = await Promise.all([
    db().select({ n: count() }).from(properties).where(unapprovedCoupon),
    db().select({ n: count() }).from(documents).where(unbilledCertificate),
  ]);
  expect(await keptTodoTotals(db())).toEqual({ urgent: Number(urgent?.n), tig: Number(tig?.n) });
}

let serial = 0;
async function property(status: 'finding_auditor' | 'document_uploaded', couponCode: string | null) {
  serial += 1;
  // A client redeems one coupon: each property is another client's.
  const { id: clientId } = await createUser(db(), {
    role: 'client',
    email: `teendo${serial}@example.hu`,
    firstName: 'Teréz',
    lastName: `Teendő${serial}`,
    password: TEST_PASSWORD,
  });
  clientIds.push(clientId);
  const auditorId =
    status === 'document_uploaded'
      ? (
          await createAuditor(db(), {
            email: `teendo-tanusito${serial}@example.hu`,
            password: TEST_PASSWORD,
            firstName: 'Tamás',
            lastName: 'Tanúsító',
            companyPostcode: '1011',
          })
        ).id
      : undefined;
  return createProperty(db(), t.services.postcodes, {
    clientId,
    ...(auditorId ? { auditorId } : {}),
    postcode: '1011',
    street: 'Fő utca',
    houseNumber: String(serial),
    status,
    ...(couponCode ? { couponCode } : {}),
  });
}

async function certificates(propertyId: string, clientId: string, howMany: number) {
  const rows = Array.from({ length: howMany }, () => {
    serial += 1;
    return {
      propertyId,
      userId: clientId,
      type: 'certificate' as const,
      name: `Tanúsítvány ${serial}.pdf`,
      storageKey: `certificates/teendo-${serial}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 100,
    };
  });
  return db().insert(documents).values(rows).returning({ id: documents.id });
}

describe('the bank’s kept to-do counts', () => {
  it('equal the counted rows through orders, approvals, uploads, billing and deletions', async () => {
    await expectKeptEqualCounted();
    // Coupon orders, an order without a coupon, a coupon order taken back to not ordered.
    const orders = [];
    for (let i = 0; i < 4; i += 1) orders.push(await property('finding_auditor', `TEENDO0${i}1011`));
    await property('finding_auditor', null);
    const notOrdered = await property('finding_auditor', 'TEENDO991011');
    await db().update(properties).set({ orderedAt: null }).where(eq(properties.id, notOrdered.id));
    await expectKeptEqualCounted();

    // One approved, then two in one statement; an order placed; an approval taken back.
    await db()
      .update(properties)
      .set({ couponApprovedAt: new Date() })
      .where(eq(properties.id, orders[0]!.id));
    await db()
      .update(properties)
      .set({ couponApprovedAt: new Date() })
      .where(inArray(properties.id, [orders[1]!.id, orders[2]!.id]));
    await db().update(properties).set({ orderedAt: new Date() }).where(eq(properties.id, notOrdered.id));
    await db().update(properties).set({ couponApprovedAt: null }).where(eq(properties.id, orders[1]!.id));
    // A statement that changes nothing counted.
    await db().update(properties).set({ area: 80 }).where(inArray(properties.clientId, clientIds));
    await expectKeptEqualCounted();

    // Certificates uploaded (several in one statement), billed by a statement, one sent back to pending.
    const finished = await property('document_uploaded', 'TEENDO771011');
    const uploaded = await certificates(finished.id, finished.clientId, 5);
    await certificates(orders[3]!.id, orders[3]!.clientId, 1);
    await expectKeptEqualCounted();
    await db()
      .update(documents)
      .set({ billingStatus: 'sent' })
      .where(
        inArray(
          documents.id,
          uploaded.slice(0, 3).map((row) => row.id),
        ),
      );
    await db().update(documents).set({ billingStatus: 'paid' }).where(eq(documents.id, uploaded[0]!.id));
    await db().update(documents).set({ billingStatus: 'pending' }).where(eq(documents.id, uploaded[1]!.id));
    await expectKeptEqualCounted();

    // A certificate deleted; a property deleted with its documents (the account's deletion does this).
    await db().delete(documents).where(eq(documents.id, uploaded[4]!.id));
    await db()
      .delete(properties)
      .where(inArray(properties.id, [finished.id, orders[3]!.id]));
    await expectKeptEqualCounted();
    expect(await keptTodoTotals(db())).toEqual({ urgent: 2, tig: 0 });
  });
});
