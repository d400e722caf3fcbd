import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/test-app.ts';
import { createAuditor, createCoupon, createProperty, createUser } from '../seed/factories.ts';
import { compareNames } from '../../domain/name-order.ts';
import {
  auditorDetails,
  coupons,
  nameSortKey,
  profiles,
  properties,
  propertyNotes,
  ratings,
  user,
} from './schema.ts';

const t = testAppForFile();
let clientId: string;
let otherClientId: string;
beforeAll(async () => {
  const client = async (email: string, firstName: string, lastName: string) =>
    (
      await createUser(t.services.database.db, {
        role: 'client',
        email,
        firstName,
        lastName,
        password: 'Ugyfel-Teszt-1',
      })
    ).id;
  clientId = await client('anna@example.hu', 'Anna', 'Kovács');
  otherClientId = await client('bela@example.hu', 'Béla', 'Nagy');
});

/** The database error behind drizzle's wrapper, so the test can name the constraint that held. */
async function violation(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
    return cause?.constraint ?? cause?.message ?? String(error);
  }
  throw new Error('expected the database to refuse');
}

describe('constraints that protect the data', () => {
  it('lets a coupon be claimed once', async () => {
    const { db } = t.services.database;
    await createCoupon(db, { code: 'ONCE1234' });
    await db
      .update(coupons)
      .set({ claimedBy: clientId, claimedAt: new Date() })
      .where(eq(coupons.code, 'ONCE1234'));
    expect(
      await violation(() =>
        db.update(coupons).set({ claimedBy: otherClientId }).where(eq(coupons.code, 'ONCE1234')),
      ),
    ).toMatch(/already claimed/);
    expect(
      await violation(() =>
        db.update(coupons).set({ claimedBy: null, claimedAt: null }).where(eq(coupons.code, 'ONCE1234')),
      ),
    ).toMatch(/already claimed/);
  });

  it('keeps one coupon per client and claimed_by and claimed_at together', async () => {
    const { db } = t.services.database;
    await createCoupon(db, { code: 'SECOND12' });
    expect(
      await violation(() =>
        db
          .update(coupons)
          .set({ claimedBy: clientId, claimedAt: new Date() })
          .where(eq(coupons.code, 'SECOND12')),
      ),
    ).toBe('coupons_claimed_by_unique');
    expect(
      await violation(() =>
        db.update(coupons).set({ claimedBy: otherClientId }).where(eq(coupons.code, 'SECOND12')),
      ),
    ).toBe('coupons_claim_pair_check');
    expect(await violation(() => createCoupon(db, { code: 'bad code' }))).toBe('coupons_code_format_check');
  });

  it('keeps one profile per user, and only known roles', async () => {
    const { db } = t.services.database;
    expect(
      await violation(() =>
        db.insert(profiles).values({ id: clientId, role: 'client', name: 'x', email: 'x@example.hu' }),
      ),
    ).toBe('profiles_pkey');
    await db.insert(user).values({ id: 'u-role', name: 'x', email: 'role@example.hu' });
    expect(
      await violation(() =>
        db
          .insert(profiles)
          .values({ id: 'u-role', role: 'superuser' as never, name: 'x', email: 'x@example.hu' }),
      ),
    ).toBe('profiles_role_check');
    expect(
      await violation(() =>
        db.insert(profiles).values({ id: 'no-such-user', role: 'client', name: 'x', email: 'x@example.hu' }),
      ),
    ).toBe('profiles_id_user_id_fk');
  });

  it('checks property statuses, one property per client, and an auditor once assigned', async () => {
    const { db } = t.services.database;
    const property = await createProperty(db, t.services.postcodes, {
      clientId,
      postcode: '1061',
      street: 'Andrássy út',
      houseNumber: '1',
      status: 'finding_auditor',
      area: 80,
    });
    expect(property).toMatchObject({
      city: 'Budapest',
      county: 'Budapest',
      address: '1061 Budapest, Andrássy út 1',
    });
    expect(
      await violation(() =>
        db
          .update(properties)
          .set({ status: 'lost' as never })
          .where(eq(properties.id, property.id)),
      ),
    ).toBe('properties_status_check');
    expect(
      await violation(() =>
        db.update(properties).set({ status: 'auditor_assigned' }).where(eq(properties.id, property.id)),
      ),
    ).toBe('properties_assignment_check');
    expect(
      await violation(() =>
        createProperty(db, t.services.postcodes, {
          clientId,
          postcode: '4025',
          street: 'Piac utca',
          houseNumber: '2',
          status: 'new',
        }),
      ),
    ).toBe('properties_client_unique');
  });

  it('limits notes to 1-500 characters and auditor capacity to 0-20', async () => {
    const { db } = t.services.database;
    const [property] = await db.select().from(properties).where(eq(properties.clientId, clientId));
    expect(
      await violation(() =>
        db.insert(propertyNotes).values({ propertyId: property!.id, content: 'x'.repeat(501) }),
      ),
    ).toBe('property_notes_content_check');
    const auditor = await createAuditor(db, {
      email: 'tan@example.hu',
      firstName: 'Péter',
      lastName: 'Szabó',
      password: 'Tanusito-Teszt-1',
      companyPostcode: '1061',
    });
    expect(
      await violation(() =>
        db.update(auditorDetails).set({ workCapacity: 21 }).where(eq(auditorDetails.auditorId, auditor.id)),
      ),
    ).toBe('auditor_details_capacity_check');
  });

  it('keeps one rating of 1-5 stars per property', async () => {
    const { db } = t.services.database;
    const [property] = await db.select().from(properties).where(eq(properties.clientId, clientId));
    const [auditor] = await db.select().from(profiles).where(eq(profiles.role, 'auditor'));
    const rate = (stars: number) =>
      db.insert(ratings).values({ propertyId: property!.id, auditorId: auditor!.id, clientId, stars });
    expect(await violation(() => rate(6))).toBe('ratings_stars_check');
    await rate(5);
    expect(await violation(() => rate(4))).toBe('ratings_property_unique');
  });

  it('has the indexes the lists need', async () => {
    const { db } = t.services.database;
    const result = await db.execute(sql`select indexname from pg_indexes where schemaname = 'public'`);
    const names = (result as unknown as { rows: { indexname: string }[] }).rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'properties_auditor_status_appointment_idx',
        'properties_appointment_auditor_idx',
        'properties_search_idx',
        'profiles_clients_registration_idx',
        'profiles_clients_status_idx',
        'profiles_clients_search_idx',
        'properties_status_created_idx',
        'user_logs_timestamp_idx',
        'user_logs_type_timestamp_idx',
        'documents_property_type_idx',
        'mail_outbox_due_idx',
        'jobs_due_idx',
        'properties_waiting_since_idx',
        'properties_scheduled_appointment_idx',
      ]),
    );
  });

  it('orders names by the Hungarian key as the Hungarian collator does, and the name sorts are indexed by it', async () => {
    const { db } = t.services.database;
    // Accents, two- and three-letter consonants, doubled ones, capitals, a prefix and its longer name.
    const names = ['Varga', 'Őri', 'Üveges', 'Ábel', 'Abel', 'Abai', 'Csizmár', 'Cukor', 'Czakó', 'Dzsida'];
    names.push(
      'Dzurják',
      'Gál',
      'Gyuris',
      'Nagy',
      'Nyári',
      'Olasz',
      'ÖRDÖG',
      'öreg',
      'Ötvös',
      'Pál',
      'Szabó',
    );
    names.push('Sárközi', 'Tóth', 'Tyukodi', 'Ujvári', 'Ürmös', 'Űrös', 'Zoltán', 'Zsigmond', 'Meggyes');
    names.push(
      'Megyeri',
      'Asszonyi',
      'Aszalós',
      'Éva',
      'Elek',
      'Íjász',
      'Ilona',
      'Kocsis',
      'Kovács',
      'Kis',
      'Kiss',
    );
    const list = sql`unnest(array[${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}]::text[])`;
    const result = await db.execute(sql`select name from ${list} as name order by ${nameSortKey(sql`name`)}`);
    const sorted = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(sorted).toEqual(names.toSorted(compareNames));

    const indexes = await db.execute(
      sql`select indexname, indexdef from pg_indexes where indexname in ('leads_name_idx', 'profiles_clients_name_idx', 'profiles_clients_auditor_idx', 'profiles_clients_auditor_desc_idx', 'documents_certificates_client_idx', 'documents_certificates_auditor_idx')`,
    );
    const definitions = (indexes as unknown as { rows: { indexdef: string }[] }).rows.map(
      (row) => row.indexdef,
    );
    expect(definitions).toHaveLength(6);
    for (const definition of definitions) expect(definition).toMatch(/hu_sort_key\(\w+\) COLLATE "C"/);
  });
});
