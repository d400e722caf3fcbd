// The 100,000-property database of the benchmarks. The bulk of the clients are written with set-based SQL
// (generate_series): through the factories each would cost a password hash and five round trips, minutes in
// all. A few ordinary clients are made with the shared factories (docs/style.md, 'Tests a user would
// recognise'), one after each bulk chunk, so the rows the benchmark reads lie spread across the table and its
// indexes. Who else can sign in is up to the benchmark: one auditor with a fixed share of the assigned
// properties (part `auditor-clients`), a portal admin (part `admin`).
import { sql, type SQL } from 'drizzle-orm';
import { PROPERTY_STATUSES, type PropertyStatus } from '../src/domain/statuses.ts';
import type { Db, Executor } from '../src/server/db/client.ts';
import { certificateShares, documents, ratings } from '../src/server/db/schema.ts';
import { loadPostcodes } from '../src/server/platform/postcodes.ts';
import { createAuditor, createProperty, createUser } from '../src/server/seed/factories.ts';

export const SAMPLE_CLIENT_PASSWORD = 'Bench-Ugyfel-2026';

export interface Credentials {
  email: string;
  password: string;
}

export interface SeedOptions {
  /** Properties in all, the sample clients' included (one client each: properties_client_unique). */
  properties: number;
  /** Auditors who take the assigned properties in turn. */
  auditors: number;
  /** Clients made with the factories, who can sign in. */
  sampleClients: number;
  /**
   * One more onboarded auditor, who can sign in, with exactly `properties` of the assigned bulk properties
   * (statuses auditor_assigned, appointment_scheduled, document_uploaded), picked at random across the
   * table, so their dates and statuses vary as the rest do.
   */
  focusAuditor?: Credentials & { properties: number };
  /** A portal admin who can sign in; two-factor sign-in is still to be set up (staff do it at first sign-in). */
  portalAdmin?: Credentials;
  /**
   * The bulk properties' statuses in turn (default: the mix of a portal in use). The certificate list's
   * benchmark wants every bulk property finished: ['document_uploaded'].
   */
  statusCycle?: readonly PropertyStatus[];
}

export interface SeedResult {
  clients: SampleClient[];
  focusAuditorId: string | null;
}

export interface SampleClient {
  email: string;
  password: string;
  status: PropertyStatus;
}

/** Postcodes in every region, so addresses, counties and map positions vary as in real data. */
const POSTCODES = (
  '1011 1061 1117 1134 1148 1191 2000 2092 2100 2400 2800 3100 3300 3525 4025 ' +
  '4400 5000 5100 5600 6000 6720 7100 7400 7621 8000 8200 8900 9021 9400 9700'
).split(' ');
const FIRST_NAMES = ['Anna', 'Béla', 'Csilla', 'Dániel', 'Erika', 'Ferenc', 'Gabriella', 'Hunor'];
const LAST_NAMES = ['Kovács', 'Nagy', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh'];
/** Mail providers' share of addresses, under .example (RFC 2606): no seeded address can reach a real mailbox. */
const MAIL_DOMAINS = [
  'gmail.example',
  'gmail.example',
  'gmail.example',
  'freemail.example',
  'freemail.example',
  'citromail.example',
  't-online.example',
  'outlook.example',
  'yahoo.example',
  'icloud.example',
];
const STREETS = ['Kossuth Lajos utca', 'Petőfi Sándor utca', 'Fő utca', 'Rákóczi út', 'Ady Endre utca'];
/** The status mix of a portal in use, in twentieths: most orders are under way or done. */
const STATUS_SHARE: Record<PropertyStatus, number> = {
  new: 2,
  finding_auditor: 4,
  auditor_assigned: 4,
  appointment_scheduled: 4,
  document_uploaded: 6,
};
const STATUS_CYCLE = PROPERTY_STATUSES.flatMap((status) =>
  Array.from({ length: STATUS_SHARE[status] }, () => status),
);
const DAY = 86_400_000;

/** A text[] parameter from plain words (no commas, quotes or braces in them). */
const textArray = (values: readonly string[]): SQL => sql`${`{${values.join(',')}}`}::text[]`;
const intArray = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::int[]`;
/** A stable id from `text`, shaped as a version 4 UUID, which the API's answers are checked against. */
const uuidOf = (text: SQL): SQL =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The statuses in which a property has an auditor (properties_assignment_check). */
const ASSIGNED_STATUSES: readonly PropertyStatus[] = [
  'auditor_assigned',
  'appointment_scheduled',
  'document_uploaded',
];

/**
 * `count` of the bulk rows 1..`bulk` in an assigned status, picked by a seeded shuffle: a stride would
 * line up with the status cycle and give the auditor a single status.
 */
function focusRowNumbers(bulk: number, count: number): number[] {
  const assigned: number[] = [];
  for (let i = 1; i <= bulk; i++)
    if (ASSIGNED_STATUSES.includes(STATUS_CYCLE[i % STATUS_CYCLE.length]!)) assigned.push(i);
  if (count > assigned.length) throw new Error(`only ${assigned.length} assigned properties to give`);
  let state = 20_260_005; // xorshift32: the same rows every run
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  for (let k = 0; k < count; k++) {
    const j = k + Math.floor(next() * (assigned.length - k));
    [assigned[k], assigned[j]] = [assigned[j]!, assigned[k]!];
  }
  return assigned.slice(0, count).sort((a, b) => a - b);
}

interface Place {
  postcode: string;
  city: string;
  county: string;
}

/** The focus auditor and the bulk row numbers whose properties are theirs. */
interface Focus {
  auditorId: string | null;
  rows: readonly number[];
}

/**
 * Writes clients `first`..`last` with their users, profiles, properties, claimed coupons, certificates,
 * contracts, ratings and share links. Ids are derived from the row number, so child rows need no look-up
 * of their parent's id.
 */
async function insertBulkClients(
  tx: Executor,
  first: number,
  last: number,
  places: readonly Place[],
  auditorIds: readonly string[],
  focus: Focus,
  now: Date,
  cycle: readonly PropertyStatus[] = STATUS_CYCLE,
) {
  const focusRows = focus.rows.filter((i) => i >= first && i <= last);
  const rows = sql`
    with places as (
      select (n - 1)::int as n, e ->> 'postcode' as postcode, e ->> 'city' as city, e ->> 'county' as county
      from jsonb_array_elements(${JSON.stringify(places)}::jsonb) with ordinality as t(e, n)
    ),
    auditors as (
      select (n - 1)::int as n, id from unnest(${textArray(auditorIds)}) with ordinality as t(id, n)
    ),
    numbered as (
      select i,
        'bench-client-' || lpad(i::text, 6, '0') as client_id,
        ${uuidOf(sql`'bench-property-' || i`)} as property_id,
        ${uuidOf(sql`'bench-certificate-' || i`)} as certificate_id,
        (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] as first_name,
        (${textArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last_name,
        (${textArray(cycle)})[1 + i % ${cycle.length}] as status,
        -- An address made of the person's name, as most are ('anna.kovacs4711@…'), under reserved domains
        -- (RFC 2606) in a mail provider's proportions: a client base's addresses share no common beginning,
        -- and 'ugyfelN@' in every row made every e-mail search read four trigrams that all rows hold.
        translate(
          lower((${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] || '.' ||
            (${textArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]),
          'áéíóöőúüű', 'aeiooouuu'
        ) || i || '@' || (${textArray(MAIL_DOMAINS)})[1 + i % ${MAIL_DOMAINS.length}] as email,
        ${now.toISOString()}::timestamptz - make_interval(days => 30 + i % 700, mins => i % 1440) as created_at
      from generate_series(${first}::int, ${last}::int) as i
    ),
    rows as (
      select numbered.*, places.postcode, places.city, places.county,
        case when focus.focus_i is null then auditors.id else ${focus.auditorId}::text end as auditor_id,
        (${textArray(STREETS)})[1 + i % ${STREETS.length}] as street,
        (1 + i % 120)::text as house_number,
        numbered.status <> 'new' as is_ordered,
        numbered.status not in ('new', 'finding_auditor') as is_assigned
      from numbered
      join places on places.n = numbered.i % ${places.length}
      -- one auditor per run of the status cycle, so every auditor has properties in every status
      join auditors on auditors.n = (numbered.i / ${STATUS_CYCLE.length}) % ${auditorIds.length}
      left join unnest(${intArray(focusRows)}) as focus(focus_i) on focus.focus_i = numbered.i
    )`;
  await tx.execute(sql`${rows}
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select client_id, last_name || ' ' || first_name, email, true, created_at, created_at
    from rows`);
  await tx.execute(sql`${rows}
    insert into profiles (id, role, name, first_name, last_name, email, phone, address, registration_date,
      privacy_accepted_at, terms_accepted_at, kh_data_sharing_accepted_at, portal_marketing_accepted_at,
      updated_at)
    select client_id, 'client', last_name || ' ' || first_name, first_name, last_name,
      email, '+36 30 ' || lpad((i % 10000000)::text, 7, '0'),
      postcode || ' ' || city || ', ' || street || ' ' || house_number, created_at, created_at, created_at,
      created_at, case when i % 3 = 0 then created_at end, created_at
    from rows`);
  await tx.execute(sql`${rows}
    insert into coupons (code, claimed_by, claimed_at, imported_at)
    select 'BENCH' || lpad(i::text, 6, '0'), client_id, created_at + interval '1 day',
      created_at - interval '10 days'
    from rows where is_ordered`);
  await tx.execute(sql`${rows}
    insert into properties (id, client_id, auditor_id, coupon_code, address, postcode, city, street,
      house_number, county, status, area, ordered_at, auditor_assign_date, auditor_firstcall_date,
      appointment_date, created_at, updated_at)
    select property_id, client_id, case when is_assigned then auditor_id end,
      case when is_ordered then 'BENCH' || lpad(i::text, 6, '0') end,
      postcode || ' ' || city || ', ' || street || ' ' || house_number, postcode, city, street, house_number,
      county, status, 40 + i % 160,
      case when is_ordered then created_at + interval '1 day' end,
      case when is_assigned then created_at + interval '3 days' end,
      case when status in ('appointment_scheduled', 'document_uploaded') then created_at + interval '4 days' end,
      case status
        when 'appointment_scheduled' then ${now.toISOString()}::timestamptz + make_interval(days => i % 30)
        when 'document_uploaded' then created_at + interval '10 days'
      end,
      created_at, created_at
    from rows`);
  await tx.execute(sql`${rows}
    insert into documents (id, property_id, user_id, type, name, storage_key, content_type, size_bytes,
      uploaded_at)
    select certificate_id, property_id, auditor_id, 'certificate', 'tanusitvany-' || i || '.pdf',
      'bench/certificate-' || i, 'application/pdf', 150000 + i % 50000, created_at + interval '12 days'
    from rows where status = 'document_uploaded'
    union all
    select ${uuidOf(sql`'bench-contract-' || i`)}, property_id, client_id, 'contract', 'szerzodes-' || i || '.pdf',
      'bench/contract-' || i, 'application/pdf', 80000 + i % 20000, created_at + interval '2 days'
    from rows where status in ('appointment_scheduled', 'document_uploaded')`);
  await tx.execute(sql`${rows}
    insert into ratings (property_id, auditor_id, client_id, stars, comment, created_at)
    select property_id, auditor_id, client_id, 3 + i % 3, case when i % 4 = 0 then 'Gyors és pontos munka.' end,
      created_at + interval '14 days'
    from rows where status = 'document_uploaded' and i % 2 = 0`);
  await tx.execute(sql`${rows}
    insert into certificate_shares (property_id, document_id, created_by, email, token_hash, created_at,
      expires_at, revoked_at, open_count)
    select property_id, certificate_id, client_id, 'kapott' || i || '@bench.example.hu',
      md5('bench-share-' || i), created_at + interval '13 days', created_at + interval '20 days',
      case when i % 3 = 0 then created_at + interval '15 days' end, i % 4
    from rows where status = 'document_uploaded' and i % 5 = 0`);
}

/** An ordinary client made the way the app makes one, with a property in `status`. */
async function createSampleClient(
  tx: Executor,
  n: number,
  place: Place,
  auditorId: string,
  now: Date,
): Promise<SampleClient> {
  const status = PROPERTY_STATUSES[n % PROPERTY_STATUSES.length]!;
  const email = `bench-ugyfel-${n}@example.hu`;
  const createdAt = new Date(now.getTime() - (40 + n) * DAY);
  const client = await createUser(tx, {
    role: 'client',
    email,
    password: SAMPLE_CLIENT_PASSWORD,
    firstName: FIRST_NAMES[n % FIRST_NAMES.length]!,
    lastName: LAST_NAMES[n % LAST_NAMES.length]!,
    registrationDate: createdAt,
  });
  const property = await createProperty(tx, loadPostcodes(), {
    clientId: client.id,
    postcode: place.postcode,
    street: STREETS[n % STREETS.length]!,
    houseNumber: String(n + 1),
    status,
    area: 60 + n,
    couponCode: status === 'new' ? null : `BENCHS${String(n).padStart(4, '0')}`,
    auditorId,
    createdAt,
    appointmentDate:
      status === 'appointment_scheduled'
        ? new Date(now.getTime() + 5 * DAY)
        : status === 'document_uploaded'
          ? new Date(createdAt.getTime() + 10 * DAY)
          : null,
  });
  if (status === 'document_uploaded') {
    const [certificate] = await tx
      .insert(documents)
      .values({
        propertyId: property.id,
        userId: auditorId,
        type: 'certificate',
        name: `tanusitvany-minta-${n}.pdf`,
        storageKey: `bench/sample-certificate-${n}`,
        contentType: 'application/pdf',
        sizeBytes: 180_000,
        uploadedAt: new Date(createdAt.getTime() + 12 * DAY),
      })
      .returning({ id: documents.id });
    if (!certificate) throw new Error('certificate insert returned no row');
    await tx.insert(ratings).values({ propertyId: property.id, auditorId, clientId: client.id, stars: 5 });
    await tx.insert(certificateShares).values({
      propertyId: property.id,
      documentId: certificate.id,
      createdBy: client.id,
      email: `bank-${n}@example.hu`,
      tokenHash: `bench-sample-share-${n}`,
      expiresAt: new Date(now.getTime() + 7 * DAY),
    });
  }
  return { email, password: SAMPLE_CLIENT_PASSWORD, status };
}

/** Seeds an empty, migrated database; returns who can sign in. */
export async function seedProperties(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = new Date();
  const postcodes = loadPostcodes();
  const places = POSTCODES.map((postcode): Place => {
    const place = postcodes.lookup(postcode)[0];
    if (!place) throw new Error(`unknown postcode ${postcode}`);
    return { postcode, city: place.settlement, county: place.county };
  });

  const auditorIds: string[] = [];
  await db.transaction(async (tx) => {
    for (let n = 0; n < options.auditors; n++) {
      const place = places[n % places.length]!;
      const auditor = await createAuditor(tx, {
        email: `bench-tanusito-${n}@example.hu`,
        password: 'Bench-Tanusito-2026',
        firstName: FIRST_NAMES[n % FIRST_NAMES.length]!,
        lastName: LAST_NAMES[(n + 3) % LAST_NAMES.length]!,
        companyPostcode: place.postcode,
        acceptedCounties: [place.county],
        workCapacity: 20,
      });
      auditorIds.push(auditor.id);
    }
  });

  const bulk = options.properties - options.sampleClients;
  const focus: Focus = { auditorId: null, rows: [] };
  await db.transaction(async (tx) => {
    if (options.focusAuditor) {
      const { email, password, properties } = options.focusAuditor;
      const auditor = await createAuditor(tx, {
        email,
        password,
        firstName: 'Fókusz',
        lastName: 'Tanúsító',
        companyPostcode: '1061',
        acceptedCounties: ['Budapest', 'Pest'],
        workCapacity: 20,
        registrationDate: new Date(now.getTime() - 800 * DAY),
      });
      focus.auditorId = auditor.id;
      focus.rows = focusRowNumbers(bulk, properties);
    }
    if (options.portalAdmin) {
      await createUser(tx, {
        role: 'portal_admin',
        ...options.portalAdmin,
        firstName: 'Admin',
        lastName: 'Bench',
        registrationDate: new Date(now.getTime() - 800 * DAY),
      });
    }
  });

  // The foreign key check of an auditor's details (run when a transaction writes the row a second time) keeps
  // the plan it was first given, while the auditors were nearly all of the profiles: a sequential scan, which
  // at half a million clients took 39 of a chunk's 60 s. Without autovacuum (the test server) nothing tells
  // the planner the table grew; vacuuming it does, and sends every connection's plans to be made again.
  await db.execute(sql`vacuum profiles`);
  const chunk = Math.ceil(bulk / options.sampleClients);
  const clients: SampleClient[] = [];
  for (let n = 0; n < options.sampleClients; n++) {
    const first = n * chunk + 1;
    const last = Math.min(bulk, (n + 1) * chunk);
    await db.transaction(async (tx) => {
      if (first <= last)
        await insertBulkClients(tx, first, last, places, auditorIds, focus, now, options.statusCycle);
      clients.push(
        await createSampleClient(
          tx,
          n,
          places[(n * 7) % places.length]!,
          auditorIds[n % auditorIds.length]!,
          now,
        ),
      );
    });
    // Each chunk leaves new versions of the kept totals' rows (migrations 0035, 0052) and a grown `profiles`
    // (see above). Where autovacuum is off (the test server) or behind, the dead versions of the chunks before
    // pile up and each update walks them: at a million clients a chunk of 25,000 took three minutes by the
    // 15th, and 50 s once they were vacuumed (with a test suite beside it). Vacuumed after each chunk, as
    // autovacuum would.
    await db.execute(
      sql`vacuum profiles, client_totals, property_totals, todo_totals, auditor_details, report_certificate_facts, report_certificate_months, report_order_months`,
    );
  }
  return { clients, focusAuditorId: focus.auditorId };
}
