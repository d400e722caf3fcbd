// The report summaries (migration 0035, decision 0018) stay equal to a fresh count through random
// inserts, updates and deletes of properties, certificates and statement lines; and the report read from
// them equals the one counted from the tables alone (the two-pass method before the summaries) for many
// periods, counties and two "todays".
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankReportFilters } from '../../../domain/bank-reports.ts';
import { COUNTIES } from '../../../domain/counties.ts';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../../domain/statuses.ts';
import { documents, properties, tigStatementLines, tigStatements } from '../../db/schema.ts';
import { createProperty, createUser } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { people } from '../../test/people.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { bankReport, splitPeriod } from './service.ts';

const t = testAppForFile();
const who = people(t);
let auditorId: string;
const db = () => t.services.database.db;
const NOW = new Date('2026-03-20T10:00:00Z');
const SOME_COUNTIES = ['Budapest', COUNTIES[0], COUNTIES[1], COUNTIES[2]] as const;

/** A small seeded generator (mulberry32): the same run every time. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ (x + Math.imul(x ^ (x >>> 14), 71 | x));
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
const random = generator(17);
/** An instant between 2024-11-01 and 2026-04-05 (some after "today"), at any minute. */
const someInstant = () =>
  new Date(Date.UTC(2024, 10, 1) + random.int(520 * 24 * 60) * 60_000 + random.int(60) * 1000);
const later = (from: Date, maxDays: number) =>
  new Date(from.getTime() + random.int(maxDays * 24 * 60) * 60_000 + random.int(1000));

let serial = 0;
const propertyIds: string[] = [];
let statementId = '';

async function newProperty() {
  serial += 1;
  const profile = await createUser(db(), {
    role: 'client',
    email: `osszegzes${serial}@example.hu`,
    firstName: 'Olga',
    lastName: `Összeg${serial}`,
    password: TEST_PASSWORD,
  });
  const status = random.pick(PROPERTY_STATUSES);
  const created = someInstant();
  const ordered = status === 'new' ? null : later(created, 20);
  const assigned = ordered && !['new', 'finding_auditor'].includes(status) ? later(ordered, 10) : null;
  const property = await createProperty(db(), t.services.postcodes, {
    clientId: profile.id,
    postcode: random.pick(['1061', '6720', '1111']),
    street: 'Mérleg utca',
    houseNumber: `${serial}`,
    status,
    auditorId,
    createdAt: created,
    orderedAt: ordered,
    auditorAssignDate: assigned,
    appointmentDate: assigned && random.next() < 0.7 ? later(assigned, 15) : null,
  });
  await db()
    .update(properties)
    .set({ county: random.pick(SOME_COUNTIES) })
    .where(eq(properties.id, property.id));
  propertyIds.push(property.id);
  if (ordered && random.next() < 0.6) await newCertificate(property.id, later(ordered, 40));
}

async function newCertificate(propertyId: string, uploadedAt: Date) {
  const { document } = await who.storeCertificate(propertyId, auditorId);
  await db().update(documents).set({ uploadedAt }).where(eq(documents.id, document.id));
  if (random.next() < 0.5) await bill(document.id, propertyId);
  return document.id;
}

async function bill(documentId: string, propertyId: string) {
  serial += 1;
  await db()
    .insert(tigStatementLines)
    .values({
      statementId,
      position: serial,
      documentId,
      propertyId,
      clientName: 'Összeg Olga',
      address: 'Mérleg utca',
      auditorName: 'Auditor',
      uploadedAt: NOW,
      amountHuf: 50_000 + random.int(30_000),
    });
  await db()
    .update(documents)
    .set({ billingStatus: random.pick(['sent', 'paid'] as const) })
    .where(eq(documents.id, documentId));
}

async function certificatesOf(propertyId: string) {
  return db()
    .select({ id: documents.id, line: tigStatementLines.documentId })
    .from(documents)
    .leftJoin(tigStatementLines, eq(tigStatementLines.documentId, documents.id))
    .where(sql`${documents.propertyId} = ${propertyId} and ${documents.type} = 'certificate'`);
}

/** One random change of the kinds the portal makes (and a few only an operator would). */
async function randomChange() {
  const id = random.pick(propertyIds);
  const certificates = await certificatesOf(id);
  const kind = random.int(11);
  const set = (values: Partial<typeof properties.$inferInsert>) =>
    db().update(properties).set(values).where(eq(properties.id, id));
  switch (kind) {
    case 0:
      return set({ county: random.pick(SOME_COUNTIES) });
    case 1:
      return set({
        status: random.pick<PropertyStatus>(['appointment_scheduled', 'document_uploaded']),
        auditorId,
        auditorAssignDate: someInstant(),
      });
    case 2:
      return set({ orderedAt: random.next() < 0.2 ? null : someInstant(), status: 'finding_auditor' });
    case 3:
      return set({ appointmentDate: random.next() < 0.3 ? null : someInstant() });
    case 4:
      return set({
        auditorId,
        auditorAssignDate: someInstant(),
        status: 'auditor_assigned',
        appointmentDate: null,
      });
    case 5: {
      // A replaced certificate: the old record goes, a new one comes (certificates/upload.ts).
      const unbilled = certificates.filter((c) => !c.line);
      for (const c of unbilled) await db().delete(documents).where(eq(documents.id, c.id));
      if (certificates.length === unbilled.length) return newCertificate(id, someInstant());
      return;
    }
    case 6: {
      const line = certificates.find((c) => c.line);
      if (line) {
        await db().delete(tigStatementLines).where(eq(tigStatementLines.documentId, line.id));
        await db().update(documents).set({ billingStatus: 'pending' }).where(eq(documents.id, line.id));
      }
      return;
    }
    case 7: {
      const unbilled = certificates.find((c) => !c.line);
      if (unbilled) await bill(unbilled.id, id);
      return;
    }
    case 8: {
      const any = certificates[0];
      if (any)
        await db().update(documents).set({ uploadedAt: someInstant() }).where(eq(documents.id, any.id));
      return;
    }
    case 9:
      if (certificates[0]?.line)
        await db()
          .update(tigStatementLines)
          .set({ amountHuf: random.int(90_000) })
          .where(eq(tigStatementLines.documentId, certificates[0].id));
      return;
    default: {
      // The client's account is deleted (accounts/profile.ts): the property and its certificates go.
      await db().delete(tigStatementLines).where(eq(tigStatementLines.propertyId, id));
      await db().delete(properties).where(eq(properties.id, id));
      propertyIds.splice(propertyIds.indexOf(id), 1);
      return newProperty();
    }
  }
}

type Row = Record<string, unknown>;
const normalise = (rows: Row[]) =>
  rows
    .map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v,
        ]),
      ),
    )
    .map((row) => JSON.stringify(row))
    .sort();

async function expectSummariesRecounted() {
  const rows = async (query: string) =>
    ((await db().execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
  const orders = await rows(`
    select county, status, ordered, month::text, properties, assign_seconds, assign_count, appointment_seconds, appointment_count
    from report_order_months where properties <> 0`);
  const recountedOrders = await rows(`
    select county, status, ordered_at is not null as ordered, report_budapest_month(coalesce(ordered_at, created_at))::text as month,
      count(*)::int as properties, coalesce(sum(extract(epoch from auditor_assign_date - ordered_at)), 0) as assign_seconds,
      count(*) filter (where ordered_at is not null and auditor_assign_date is not null)::int as assign_count,
      coalesce(sum(extract(epoch from appointment_date - ordered_at)), 0) as appointment_seconds,
      count(*) filter (where ordered_at is not null and appointment_date is not null)::int as appointment_count
    from properties group by 1, 2, 3, 4`);
  expect(normalise(orders)).toEqual(normalise(recountedOrders));
  const emptyOrders = await rows(`select * from report_order_months
    where properties = 0 and (assign_seconds <> 0 or assign_count <> 0 or appointment_seconds <> 0 or appointment_count <> 0)`);
  expect(emptyOrders).toEqual([]);

  const certificates = await rows(`
    select county, upload_month::text, order_month::text, billing_status, certificates, amount_huf, timing_seconds
    from report_certificate_months where certificates <> 0`);
  const recountedCertificates = await rows(`
    select p.county, report_budapest_month(d.uploaded_at)::text as upload_month, report_budapest_month(p.ordered_at)::text as order_month,
      d.billing_status, count(*)::int as certificates, coalesce(sum(l.amount_huf), 0) as amount_huf,
      coalesce(sum(extract(epoch from d.uploaded_at - p.ordered_at)), 0) as timing_seconds
    from documents d join properties p on p.id = d.property_id left join tig_statement_lines l on l.document_id = d.id
    where d.type = 'certificate' group by 1, 2, 3, 4`);
  expect(normalise(certificates)).toEqual(normalise(recountedCertificates));
  const emptyCertificates = await rows(
    `select * from report_certificate_months where certificates = 0 and (amount_huf <> 0 or timing_seconds <> 0)`,
  );
  expect(emptyCertificates).toEqual([]);
  const facts = await rows(`select count(*)::int as n from report_certificate_facts`);
  const certificateCount = await rows(`select count(*)::int as n from documents where type = 'certificate'`);
  expect(facts).toEqual(certificateCount);
}

const PERIODS: BankReportFilters[] = [
  { period: 'last_12_months' },
  { period: 'all' },
  { period: 'this_year' },
  { period: 'this_month' },
  { period: 'last_30_days' },
  { period: 'custom', dateFrom: '2025-02-01', dateTo: '2025-11-30' }, // whole months only
  { period: 'custom', dateFrom: '2025-02-14', dateTo: '2025-11-03' }, // both ends partial
  { period: 'custom', dateFrom: '2025-03-30', dateTo: '2025-04-02' }, // two partial months, no whole one
  { period: 'custom', dateFrom: '2025-10-26', dateTo: '2025-10-26' }, // one day (summer time ends)
  { period: 'custom', dateFrom: '2024-11-01', dateTo: '2026-04-30' }, // past "today"
];

async function expectReportsEqual() {
  for (const now of [NOW, new Date('2026-03-31T20:00:00Z')]) {
    t.clock.set(now);
    for (const filters of PERIODS)
      for (const county of [undefined, 'Budapest', COUNTIES[2]]) {
        const asked = { ...filters, ...(county ? { county } : {}) } as BankReportFilters;
        const fromSummaries = await bankReport(t.services, asked);
        const fromTables = await bankReport(t.services, asked, { wholeMonths: false });
        expect(fromSummaries, JSON.stringify(asked)).toEqual(fromTables);
      }
  }
  t.clock.set(NOW);
}

beforeAll(async () => {
  t.clock.set(NOW);
  auditorId = (await who.auditor()).id;
  const [statement] = await db()
    .insert(tigStatements)
    .values({
      number: 'TIG-2026-0001',
      feeHuf: 65_000,
      certificateCount: 1,
      totalHuf: 65_000,
      textFileKey: 'tig/osszegzes.txt',
      textFileName: 'osszegzes.txt',
      pdfFileKey: 'tig/osszegzes.pdf',
      pdfFileName: 'osszegzes.pdf',
    })
    .returning();
  statementId = statement!.id;
  for (let i = 0; i < 40; i++) await newProperty();
});

describe('the report summaries (migration 0035)', () => {
  it('splits a period into whole Budapest months and the days outside them', () => {
    expect(splitPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      whole: { first: '2026-03-01', last: '2026-03-01' },
      edges: [],
    });
    const split = splitPeriod({ from: '2025-02-14', to: '2025-11-03' });
    expect(split.whole).toEqual({ first: '2025-03-01', last: '2025-10-01' });
    expect(split.edges.map((e) => [e.from?.toISOString(), e.toExclusive?.toISOString()])).toEqual([
      ['2025-02-13T23:00:00.000Z', '2025-02-28T23:00:00.000Z'],
      ['2025-10-31T23:00:00.000Z', '2025-11-03T23:00:00.000Z'],
    ]);
    expect(splitPeriod({ from: '2025-03-30', to: '2025-04-02' }).whole).toBeNull();
    expect(splitPeriod({ from: null, to: '2026-03-20' }).whole).toEqual({ first: null, last: '2026-02-01' });
  });

  it('equal a fresh count, and the report equals the one counted from the tables, through random changes', async () => {
    await expectSummariesRecounted();
    await expectReportsEqual();
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 30; i++) await randomChange();
      await expectSummariesRecounted();
      await expectReportsEqual();
    }
  }, 240_000);

  it('the migration’s recount repairs summaries a write without triggers left wrong', async () => {
    await db().execute(sql`update report_order_months set properties = properties + 5`);
    await db().execute(sql`delete from report_certificate_months`);
    // The migration's last statements (0035_report_summaries.sql), as an operator would run them.
    const migration = await import('node:fs/promises').then((fs) =>
      fs.readFile(new URL('../../db/migrations/0035_report_summaries.sql', import.meta.url), 'utf8'),
    );
    const recount = migration.slice(migration.indexOf('DELETE FROM report_order_months'));
    for (const statement of recount.split('--> statement-breakpoint'))
      if (statement.trim()) await db().execute(sql.raw(statement));
    await expectSummariesRecounted();
  });
});
