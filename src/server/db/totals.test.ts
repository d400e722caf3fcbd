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

const makeAuditor = (email: string, firstName: string, lastName: string) =>
  createAuditor(db(), { email, password: 'Tanusito-Teszt-1', firstName, lastName, companyPostcode: '1011' });
const makeClient = (email: string, lastName: string) =>
  createUser(db(), { role: 'client', email, password: 'Ugyfel-Teszt-1', firstName: 'Ügyfél', lastName });

async function expectTotalsTrue() {
  for (const row of await keptAndCounted())
    expect(String(row.kept), JSON.stringify(row)).toBe(String(row.counted));
}

describe('the kept totals', () => {
  it('stay equal to the counted rows through orders, assignments, reassignments, ratings and erasure', async () => {
    const auditorA = await makeAuditor('a@example.hu', 'Anna', 'Ács');
    const auditorB = await makeAuditor('b@example.hu', 'Béla', 'Bíró');
    const clients = [];
    for (let n = 0; n < 4; n++) clients.push(await makeClient(`ugyfel${n}@example.hu`, `Teszt${n}`));
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

describe('statements of many rows (migration 0052)', () => {
  it('move the totals and the clients’ copies by every row they change, both ways in one statement', async () => {
    const auditor = await makeAuditor('tobb@example.hu', 'Csaba', 'Cseh');
    const clients = [];
    for (let n = 0; n < 4; n++) clients.push(await makeClient(`tobb${n}@example.hu`, `Több${n}`));
    const ids = clients.map((client) => client.id);
    const copies = () =>
      rows<{ id: string; status: string; auditor: string | null; appointment: string | null }>(sql`
        select id, property_status as status, property_auditor_name as auditor,
          property_appointment_date::text as appointment
        from profiles where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by email`);

    // One statement writes four properties, one of them assigned.
    await db().execute(sql`
      insert into properties (client_id, auditor_id, auditor_assign_date, address, postcode, city, street,
        house_number, county, status)
      select id, case when n = 1 then ${auditor.id} end, case when n = 1 then now() end,
        '1011 Budapest, Fő utca ' || n, '1011', 'Budapest', 'Fő utca', n::text, 'Budapest',
        case when n = 1 then 'auditor_assigned' else 'finding_auditor' end
      from unnest(${`{${ids.join(',')}}`}::text[]) with ordinality as t(id, n)`);
    await expectTotalsTrue();
    expect((await copies()).map((copy) => [copy.status, copy.auditor])).toEqual([
      ['auditor_assigned', 'Cseh Csaba'],
      ['finding_auditor', null],
      ['finding_auditor', null],
      ['finding_auditor', null],
    ]);

    // One statement books the assigned one's visit and assigns the rest.
    await db().execute(sql`
      update properties set
        status = case when auditor_id is null then 'auditor_assigned' else 'appointment_scheduled' end,
        appointment_date = case when auditor_id is not null then timestamptz '2026-12-01 09:00+01' end,
        auditor_id = ${auditor.id}, auditor_assign_date = coalesce(auditor_assign_date, now())
      where client_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    await expectTotalsTrue();
    expect((await copies()).map((copy) => [copy.status, copy.auditor, Boolean(copy.appointment)])).toEqual([
      ['appointment_scheduled', 'Cseh Csaba', true],
      ['auditor_assigned', 'Cseh Csaba', false],
      ['auditor_assigned', 'Cseh Csaba', false],
      ['auditor_assigned', 'Cseh Csaba', false],
    ]);

    // A property given to a client without one (with another property's status change in the same statement):
    // the one it left has no property again, the one it went to has its copy.
    const newcomer = await makeClient('tobb4@example.hu', 'Több4');
    ids.push(newcomer.id);
    await db().execute(sql`
      update properties set
        client_id = case when client_id = ${ids[0]} then ${newcomer.id} else client_id end,
        status = case when client_id = ${ids[1]} then 'appointment_scheduled' else status end,
        appointment_date = case when client_id = ${ids[1]} then timestamptz '2026-12-02 10:00+01'
          else appointment_date end
      where client_id in (${ids[0]}, ${ids[1]})`);
    await expectTotalsTrue();
    expect((await copies()).map((copy) => [copy.status, copy.auditor, Boolean(copy.appointment)])).toEqual([
      ['new', null, false],
      ['appointment_scheduled', 'Cseh Csaba', true],
      ['auditor_assigned', 'Cseh Csaba', false],
      ['auditor_assigned', 'Cseh Csaba', false],
      ['appointment_scheduled', 'Cseh Csaba', true],
    ]);

    // Ratings written, changed and moved between auditors by statements of several rows.
    const other = await makeAuditor('masik@example.hu', 'Dóra', 'Dénes');
    await db().execute(sql`
      insert into ratings (property_id, auditor_id, client_id, stars)
      select id, auditor_id, client_id, 4 from properties where client_id in (${ids[1]}, ${ids[2]}, ${ids[3]})`);
    await expectTotalsTrue();
    await db().execute(sql`
      update ratings set stars = 5, auditor_id = case when client_id = ${ids[3]} then ${other.id} else auditor_id end
      where client_id in (${ids[2]}, ${ids[3]})`);
    await expectTotalsTrue();

    // One statement deletes three: their clients have no property again.
    await db().execute(sql`delete from properties where client_id in (${ids[1]}, ${ids[2]}, ${ids[3]})`);
    await expectTotalsTrue();
    expect((await copies()).map((copy) => [copy.status, copy.auditor])).toEqual([
      ['new', null],
      ['new', null],
      ['new', null],
      ['new', null],
      ['appointment_scheduled', 'Cseh Csaba'],
    ]);

    // One statement erases two clients and another renames one: only the erasure moves the client totals.
    await db().execute(sql`update profiles set erased_at = now() where id in (${ids[0]}, ${ids[1]})`);
    await db().execute(sql`update profiles set first_name = 'Új' where id = ${ids[2]}`);
    await expectTotalsTrue();
  });
});
