// The totals kept by the writes (migration 0042, decision 0023) always equal a count of the rows, whatever
// happens to clients, properties and ratings: checked after each step of a working day.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createAuditor, createProperty, createUser } from '../seed/factories.ts';
import { auditorDetails, profiles, properties, ratings } from './schema.ts';

let t: TestApp;
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Each kept total beside the count of the rows it stands for; the test expects them equal. */
async function keptAndCounted() {
  const clients = await rows<{ status: string; kept: string; counted: string }>(sql`
    select t.property_status as status, t.clients as kept,
      (select count(*) from profiles p where p.role = 'client' and p.erased_at is null
        and p.property_status = t.property_status) as counted
    from client_totals t order by 1`);
  const byStatus = await rows<{ status: string; kept: string; counted: string }>(sql`
    select t.status, t.properties as kept,
      (select count(*) from properties p where p.status = t.status) as counted
    from property_totals t order by 1`);
  const auditors = await rows<{ auditor_id: string; kept: string; counted: string }>(sql`
    select d.auditor_id,
      d.total_clients || '/' || d.active_clients || '/' || d.completed_audits || '/' || d.rating_count || '/'
        || d.rating_sum as kept,
      (select count(*) from properties p where p.auditor_id = d.auditor_id) || '/'
        || (select count(*) from properties p where p.auditor_id = d.auditor_id
              and p.status in ('auditor_assigned', 'appointment_scheduled')) || '/'
        || (select count(*) from properties p where p.auditor_id = d.auditor_id
              and p.status = 'document_uploaded') || '/'
        || (select count(*) from ratings r where r.auditor_id = d.auditor_id) || '/'
        || (select coalesce(sum(stars), 0) from ratings r where r.auditor_id = d.auditor_id) as counted
    from auditor_details d order by 1`);
  return [...clients, ...byStatus, ...auditors];
}

async function expectTotalsTrue() {
  for (const row of await keptAndCounted())
    expect(String(row.kept), JSON.stringify(row)).toBe(String(row.counted));
}

describe('the kept totals', () => {
  it('stay equal to the counted rows through orders, assignments, reassignments, ratings and erasure', async () => {
    const auditorA = await createAuditor(db(), {
      email: 'a@example.hu',
      password: 'Tanusito-Teszt-1',
      firstName: 'Anna',
      lastName: 'Ács',
      companyPostcode: '1011',
    });
    const auditorB = await createAuditor(db(), {
      email: 'b@example.hu',
      password: 'Tanusito-Teszt-1',
      firstName: 'Béla',
      lastName: 'Bíró',
      companyPostcode: '1011',
    });
    const clients = [];
    for (let n = 0; n < 4; n++)
      clients.push(
        await createUser(db(), {
          role: 'client',
          email: `ugyfel${n}@example.hu`,
          password: 'Ugyfel-Teszt-1',
          firstName: 'Ügyfél',
          lastName: `Teszt${n}`,
        }),
      );
    await expectTotalsTrue();

    const made = [];
    for (const [n, client] of clients.entries())
      made.push(
        await createProperty(db(), t.services.postcodes, {
          clientId: client.id,
          postcode: '1011',
          street: 'Fő utca',
          houseNumber: String(n + 1),
          status: n === 0 ? 'new' : 'auditor_assigned',
          auditorId: auditorA.id,
        }),
      );
    await expectTotalsTrue();

    // An order, a visit booked, a certificate uploaded, a reassignment, an assignment taken back.
    await db().update(properties).set({ status: 'finding_auditor' }).where(eq(properties.id, made[0]!.id));
    await db()
      .update(properties)
      .set({ status: 'appointment_scheduled' })
      .where(eq(properties.id, made[1]!.id));
    await db().update(properties).set({ status: 'document_uploaded' }).where(eq(properties.id, made[2]!.id));
    await db().update(properties).set({ auditorId: auditorB.id }).where(eq(properties.id, made[3]!.id));
    await db()
      .update(properties)
      .set({ status: 'finding_auditor', auditorId: null })
      .where(eq(properties.id, made[1]!.id));
    await expectTotalsTrue();

    await db().insert(ratings).values({ propertyId: made[2]!.id, auditorId: auditorA.id, stars: 4 });
    await db().insert(ratings).values({ propertyId: made[3]!.id, auditorId: auditorB.id, stars: 5 });
    await db().update(ratings).set({ stars: 2 }).where(eq(ratings.propertyId, made[3]!.id));
    await expectTotalsTrue();

    // A client erased (their property kept for the records), another's account deleted outright.
    await db().update(profiles).set({ erasedAt: new Date() }).where(eq(profiles.id, clients[2]!.id));
    await db().delete(properties).where(eq(properties.id, made[3]!.id));
    await expectTotalsTrue();

    const [a] = await db()
      .select({ total: auditorDetails.totalClients, done: auditorDetails.completedAudits })
      .from(auditorDetails)
      .where(eq(auditorDetails.auditorId, auditorA.id));
    expect(a).toEqual({ total: 1, done: 1 });
  });
});
