import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BANK_AUDITOR_MESSAGES,
  type BankAuditorDetail,
  type BankAuditorList,
} from '../../../domain/bank-auditors.ts';
import { INVALID_PAGE } from '../../../domain/list-query.ts';
import { auditorDetails, profiles, ratings } from '../../db/schema.ts';
import { createAuditor, createProperty, createUser } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { people, type StaffMember } from '../../test/people.ts';
import { testAppForFile } from '../../test/test-app.ts';

const t = testAppForFile({ clearRateLimits: true });
let bank: StaffMember;
const db = () => t.services.database.db;
const ids: Record<string, string> = {};
let serial = 0;

/** An auditor with one completed property per rating (stars, comment) and `open` properties in progress. */
async function auditor(
  key: string,
  lastName: string,
  stars: number[],
  options: { onboarded?: boolean; isActive?: boolean; address?: string | null; open?: number } = {},
) {
  const profile = await createAuditor(db(), {
    email: `${key}.tanusito@example.hu`,
    firstName: 'Tanúsító',
    lastName,
    password: TEST_PASSWORD,
    phone: '+36 20 555 0101',
    companyPostcode: '1061',
    companyName: `${lastName} Energetika Kft.`,
    certifications: ['TÉ', 'SZÉS6'],
    acceptedCounties: ['Budapest', 'Pest'],
    workCapacity: 7,
    experience: '6-10',
    onboarded: options.onboarded ?? true,
    isActive: options.isActive ?? true,
  });
  ids[key] = profile.id;
  await db()
    .update(profiles)
    .set({ address: options.address === undefined ? '1061 Budapest, Király utca 1' : options.address })
    .where(eq(profiles.id, profile.id));
  for (const [index, star] of stars.entries()) {
    const client = await createUser(db(), {
      role: 'client',
      email: `ertekelo${++serial}@example.hu`,
      firstName: 'Értékelő',
      lastName: 'Ügyfél',
      password: TEST_PASSWORD,
    });
    const property = await createProperty(db(), t.services.postcodes, {
      clientId: client.id,
      postcode: '1061',
      street: 'Andrássy út',
      houseNumber: String(serial),
      status: 'document_uploaded',
      auditorId: profile.id,
    });
    await db()
      .insert(ratings)
      .values({
        propertyId: property.id,
        auditorId: profile.id,
        clientId: client.id,
        stars: star,
        comment: index === 0 ? `Megjegyzés ${lastName}` : null,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
  }
  for (let i = 0; i < (options.open ?? 0); i++) {
    const client = await createUser(db(), {
      role: 'client',
      email: `nyitott${++serial}@example.hu`,
      firstName: 'Nyitott',
      lastName: 'Ügyfél',
      password: TEST_PASSWORD,
    });
    await createProperty(db(), t.services.postcodes, {
      clientId: client.id,
      postcode: '1061',
      street: 'Andrássy út',
      houseNumber: String(serial),
      status: 'auditor_assigned',
      auditorId: profile.id,
    });
  }
}

beforeAll(async () => {
  bank = await people(t).staff('bank_admin');
  // Averages by hand: (5+4+5+4)/4 = 4.5; (5+4+4)/3 = 4.333 -> 4.3; (4+4+3+3)/4 = 3.5;
  // (3+4)/2 = 3.5 exactly; (4+3+3)/3 = 3.333 -> 3.3; (5+5+4+4+4+4)/6 = 4.333 -> 4.3.
  await auditor('exact45', 'Antal', [5, 4, 5, 4], { open: 2 });
  await auditor('high43', 'Balogh', [5, 4, 4]);
  await auditor('exact35', 'Cseh', [4, 4, 3, 3], { address: null });
  await auditor('low33', 'Dobos', [4, 3, 3]);
  await auditor('unrated', 'Erdős', []);
  await auditor('many', 'Fekete', [5, 5, 4, 4, 4, 4]);
  // Not in the directory: not onboarded yet, inactive.
  await auditor('pending', 'Gál', [5], { onboarded: false });
  await auditor('inactive', 'Hajdú', [5], { isActive: false });
  // The auditor's address is missing: the company's is shown.
  await db()
    .update(auditorDetails)
    .set({ companyAddress: '1111 Budapest, Bartók Béla út 5' })
    .where(eq(auditorDetails.auditorId, ids.high43!));
  await db().update(profiles).set({ address: null }).where(eq(profiles.id, ids.high43!));
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: bank.cookie } });
const list = async (query = '') => {
  const response = await get(`/api/bank/auditors?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BankAuditorList;
};
const keyOf = (id: string) => Object.entries(ids).find(([, stored]) => stored === id)?.[0] ?? id;
const keys = async (query: string) => (await list(query)).items.map((item) => keyOf(item.id));

describe('the auditor directory', () => {
  it('lists the active onboarded auditors by name with the real rating averages', async () => {
    const page = await list();
    expect(page.items.map((item) => keyOf(item.id))).toEqual([
      'exact45',
      'high43',
      'exact35',
      'low33',
      'unrated',
      'many',
    ]);
    expect(page.total).toBe(6);
    const byKey = Object.fromEntries(page.items.map((item) => [keyOf(item.id), item]));
    expect(byKey.exact45).toMatchObject({
      averageRating: 4.5,
      ratingCount: 4,
      completedAudits: 4,
      certifications: ['TÉ', 'SZÉS6'],
      phone: '+36 20 555 0101',
      email: 'exact45.tanusito@example.hu',
      address: '1061 Budapest, Király utca 1',
    });
    expect(byKey.high43).toMatchObject({
      averageRating: 4.3,
      ratingCount: 3,
      address: '1111 Budapest, Bartók Béla út 5',
    });
    expect(byKey.exact35).toMatchObject({ averageRating: 3.5, ratingCount: 4, address: null });
    expect(byKey.low33).toMatchObject({ averageRating: 3.3, ratingCount: 3 });
    expect(byKey.unrated).toMatchObject({ averageRating: null, ratingCount: 0, completedAudits: 0 });
    expect(byKey.many).toMatchObject({ averageRating: 4.3, ratingCount: 6, completedAudits: 6 });
  });

  it.each([
    ['4.5', ['exact45']],
    ['4', ['exact45', 'high43', 'many']],
    ['3.5', ['exact45', 'high43', 'exact35', 'many']],
    ['all', ['exact45', 'high43', 'exact35', 'low33', 'unrated', 'many']],
  ])('filters %s+ on the average, the boundary included and the unrated left out', async (min, expected) => {
    expect(await keys(`minRating=${min}`)).toEqual(expected);
  });

  it('searches by name or e-mail, not by company', async () => {
    expect(await keys('search=balogh')).toEqual(['high43']);
    expect(await keys('search=exact35.tanusito@')).toEqual(['exact35']);
    expect(await keys('search=Energetika')).toEqual([]);
    expect(await keys('search=Gál')).toEqual([]);
    expect(await keys('search=tanusito&minRating=4')).toEqual(['exact45', 'high43', 'many']);
  });

  it('pages on the server', async () => {
    const first = await list('pageSize=4');
    expect(first.items.map((item) => keyOf(item.id))).toEqual(['exact45', 'high43', 'exact35', 'low33']);
    expect(first.total).toBe(6);
    expect(await keys('pageSize=4&page=2')).toEqual(['unrated', 'many']);
  });

  it('shows the details with the latest comments and no client names', async () => {
    const response = await get(`/api/bank/auditors/${ids.exact45}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as BankAuditorDetail;
    expect(detail).toMatchObject({
      companyName: 'Antal Energetika Kft.',
      acceptedCounties: ['Budapest', 'Pest'],
      workCapacity: 7,
      experience: '6-10',
      averageRating: 4.5,
      comments: [{ rating: 5, comment: 'Megjegyzés Antal', createdAt: '2026-01-01T00:00:00.000Z' }],
    });
    expect(response.body).not.toContain('Értékelő');
    expect(response.body).not.toMatch(/notes|taxNumber|ertekelo/i);
  });

  it('answers 404 for an auditor outside the directory or unknown', async () => {
    for (const id of [ids.pending!, ids.inactive!, 'nincs-ilyen', bank.id]) {
      const response = await get(`/api/bank/auditors/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(JSON.stringify(response.json())).toContain(BANK_AUDITOR_MESSAGES.notFound);
    }
  });

  it.each([
    ['minRating=5', BANK_AUDITOR_MESSAGES.invalidRating],
    ['page=0', INVALID_PAGE],
    ['pageSize=49', BANK_AUDITOR_MESSAGES.invalidPageSize],
  ])('refuses %s with a Hungarian message', async (query, message) => {
    const response = await get(`/api/bank/auditors?${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('refuses a malformed id with 400', async () => {
    expect((await get('/api/bank/auditors/%27%3B--')).statusCode).toBe(400);
  });
});
