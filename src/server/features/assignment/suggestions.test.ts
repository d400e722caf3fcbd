import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditorSuggestion } from '../../../domain/admin.ts';
import { startOfBudapestWeek } from '../../../domain/time.ts';
import { auditorDetails, properties } from '../../db/schema.ts';
import { createAuditor } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { people } from '../../test/people.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let who: ReturnType<typeof people>;
let admin: { cookie: string };
const db = () => t.services.database.db;

const auditor = (
  id: string,
  name: [string, string],
  postcode: string,
  counties: string[],
  capacity: number,
) =>
  createAuditor(db(), {
    id,
    email: `${id}@example.hu`,
    firstName: name[0],
    lastName: name[1],
    password: TEST_PASSWORD,
    companyPostcode: postcode,
    acceptedCounties: counties,
    workCapacity: capacity,
  });

beforeAll(async () => {
  t = await createTestApp();
  who = people(t);
  admin = await who.staff('portal_admin');
  // Budapest, free 5 of 5 / Pest (Budakeszi), free 5 / Debrecen, free 8 / Budapest, 2 of 3 busy / inactive.
  await auditor('a-budapest', ['Anna', 'Budai'], '1061', ['Budapest'], 5);
  await auditor('b-budakeszi', ['Béla', 'Keszi'], '2092', ['Pest', 'Budapest'], 5);
  await auditor('c-debrecen', ['Cecília', 'Debreceni'], '4025', ['Hajdú-Bihar'], 8);
  await auditor('d-busy', ['Dávid', 'Foglalt'], '1063', ['Budapest'], 3);
  await auditor('e-inactive', ['Edit', 'Pihenő'], '1062', ['Budapest'], 5);
  await db()
    .update(auditorDetails)
    .set({ isActive: false })
    .where(eq(auditorDetails.auditorId, 'e-inactive'));
  await who.assignedClient('d-busy', 'auditor_assigned');
  await who.assignedClient('d-busy', 'appointment_scheduled', {
    // Monday 01:00 of this Budapest week: this week's, whatever the day the test runs.
    appointmentDate: new Date(startOfBudapestWeek(new Date()).getTime() + 60 * 60_000),
  });
});
afterAll(() => t.close());

const suggestionsFor = async (propertyId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/properties/${propertyId}/auditor-suggestions`,
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AuditorSuggestion[];
};

describe('auditor suggestions', () => {
  it('ranks by availability, then county, then real distance, with the figures it ranks by', async () => {
    const client = await who.client(); // 1061 Budapest
    await db()
      .update(properties)
      .set({ status: 'finding_auditor' })
      .where(eq(properties.id, client.property!.id));
    const ranked = await suggestionsFor(client.property!.id);
    expect(ranked.map((s) => s.auditorId)).toEqual(['a-budapest', 'b-budakeszi', 'c-debrecen', 'd-busy']);
    const [first, second, third, fourth] = ranked;
    expect(first).toMatchObject({
      availability: 'available',
      county: 'Budapest',
      countyMatch: true,
      distanceKm: 0,
      // Two postcodes of Budapest: the screen says 'azonos településen', not '0 km'.
      sameSettlement: true,
      settlement: 'Budapest',
      email: 'a-budapest@example.hu',
      freeCapacity: 5,
    });
    expect(second).toMatchObject({
      countyMatch: true,
      availability: 'available',
      settlement: 'Budakeszi',
      sameSettlement: false,
    });
    expect(third).toMatchObject({ countyMatch: false, freeCapacity: 8, settlement: 'Debrecen' });
    expect(fourth).toMatchObject({
      availability: 'busy',
      activeClients: 2,
      freeCapacity: 1,
      appointmentsThisWeek: 1,
    });
  });

  it('measures distance between postcodes within 1 km of the great-circle figure', async () => {
    const client = await who.client();
    const ranked = await suggestionsFor(client.property!.id);
    // 1061 Budapest (Terézváros) to 4025 Debrecen: about 194 km as the crow flies.
    const debrecen = ranked.find((s) => s.auditorId === 'c-debrecen')!;
    const a = t.services.postcodes.lookup('1061')[0]!;
    const b = t.services.postcodes.lookup('4025')[0]!;
    const rad = Math.PI / 180;
    const expected =
      2 *
      6371.0088 *
      Math.asin(
        Math.sqrt(
          Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
            Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2,
        ),
      );
    expect(Math.abs(debrecen.distanceKm! - expected)).toBeLessThan(1);
    expect(debrecen.distanceKm!).toBeGreaterThan(180);
    expect(debrecen.distanceKm!).toBeLessThan(210);
  });

  it('lists the properties waiting for an auditor with their top three on the pairing page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pairing',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json();
    expect(total).toBe(1);
    expect(items[0].suggestions.map((s: AuditorSuggestion) => s.auditorId)).toEqual([
      'a-budapest',
      'b-budakeszi',
      'c-debrecen',
    ]);
  });
});

describe('active clients, counted by the database (decision 0010)', () => {
  it('follows assignment, status changes, reassignment and deletion', async () => {
    await auditor('f-counted', ['Ferenc', 'Számolt'], '1061', ['Budapest'], 5);
    await auditor('g-counted', ['Gizella', 'Számolt'], '1061', ['Budapest'], 5);
    await db()
      .update(auditorDetails)
      .set({ isActive: false })
      .where(inArray(auditorDetails.auditorId, ['f-counted', 'g-counted']));
    const active = async () => {
      const rows = await db()
        .select({ id: auditorDetails.auditorId, n: auditorDetails.activeClients })
        .from(auditorDetails)
        .where(inArray(auditorDetails.auditorId, ['f-counted', 'g-counted']))
        .orderBy(auditorDetails.auditorId);
      return rows.map((r) => r.n);
    };
    const first = await who.assignedClient('f-counted', 'auditor_assigned');
    const second = await who.assignedClient('f-counted', 'appointment_scheduled');
    await who.assignedClient('f-counted', 'document_uploaded');
    expect(await active()).toEqual([2, 0]);

    const change = (id: string, values: Partial<typeof properties.$inferInsert>) =>
      db().update(properties).set(values).where(eq(properties.id, id));

    // A change that keeps it active counts nothing; finishing and reassigning do.
    await change(first.property.id, { status: 'appointment_scheduled', appointmentDate: new Date() });
    expect(await active()).toEqual([2, 0]);
    await change(first.property.id, { status: 'document_uploaded' });
    expect(await active()).toEqual([1, 0]);
    await change(second.property.id, { auditorId: 'g-counted' });
    expect(await active()).toEqual([0, 1]);
    // And back: the other branch of the trigger, which writes the rows in the order of their ids.
    await change(second.property.id, { auditorId: 'f-counted' });
    expect(await active()).toEqual([1, 0]);
    await change(second.property.id, { auditorId: 'g-counted' });
    await db().delete(properties).where(eq(properties.id, second.property.id));
    expect(await active()).toEqual([0, 0]);
  });
});
