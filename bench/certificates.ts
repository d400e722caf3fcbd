// `npm run bench -- certificates`: Admin Light's certificate list with 100,000 certificates for every sort,
// billing status and filter (the part list in bench/run.ts).
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { BILLING_STATUSES, CERTIFICATE_SORTS } from '../src/domain/certificates.ts';
import { SORT_DIRECTIONS } from '../src/domain/auditor-workspace.ts';
import { documents } from '../src/server/db/schema.ts';
import {
  createBenchStaff,
  dataDir,
  isoDay,
  results,
  seedDatabase,
  sweep,
  withStaffServer,
  type ListCase,
} from './kit.ts';

const CERTIFICATES = {
  // 40 sample clients besides: 100,000 bulk properties, each with its certificate.
  properties: 100_040,
  auditors: 300,
  sampleClients: 40,
  statusCycle: ['document_uploaded'],
  adminLight: { email: 'bench-light@example.hu', password: 'Bench-Light-2026' },
  connections: 4,
} as const;

/**
 * Admin Light's certificate list with 100,000 certificates, a third each pending, sent and paid,
 * signed in with two-factor as the browser does.
 */
export async function benchCertificates(label: string, databaseUrl: string | null) {
  const name = `certificates-${label}`;
  const dir = path.join(dataDir, name);
  const { found } = await seedDatabase('certificates', label, dir, databaseUrl, CERTIFICATES, async (db) => {
    await createBenchStaff(db, 'admin_light', CERTIFICATES.adminLight, 'Light');
    await db.execute(
      sql`update documents set billing_status = (array['pending', 'sent', 'paid'])[1 + abs(hashtext(id::text)) % 3] where type = 'certificate'`,
    );
    await db.execute(sql`vacuum analyze documents`);
    const [certificates] = await db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.type, 'certificate'));
    const [one] = await db
      .select({ name: documents.name, clientName: documents.clientName, auditorName: documents.auditorName })
      .from(documents)
      .where(eq(documents.type, 'certificate'))
      .orderBy(documents.id)
      .offset(54_321)
      .limit(1);
    if (!one || !certificates) throw new Error('seed check failed');
    results[`certificates-seed-${label}`] = { certificates: certificates.n };
    console.log(`certificates on ${label}: ${certificates.n}`);
    return one;
  });
  const range = { dateFrom: isoDay(400), dateTo: isoDay(311) };
  const cases: ListCase[] = [
    ...CERTIFICATE_SORTS.flatMap((sort) =>
      SORT_DIRECTIONS.map((direction) => ({ name: `sort ${sort} ${direction}`, query: { sort, direction } })),
    ),
    ...BILLING_STATUSES.map((billingStatus) => ({
      name: `billing ${billingStatus}`,
      query: { billingStatus },
    })),
    { name: `search file "${found.name}"`, query: { search: found.name } },
    { name: 'search "Kovács"', query: { search: 'Kovács' } },
    { name: 'search "Szeged"', query: { search: 'Szeged' } },
    { name: `client name "${found.clientName}"`, query: { clientName: found.clientName ?? '' } },
    { name: `auditor name "${found.auditorName}"`, query: { auditorName: found.auditorName ?? '' } },
    { name: '90-day range', query: range },
    { name: 'page 3999', query: { page: '3999' } },
    {
      name: 'pending by client name',
      query: { billingStatus: 'pending', sort: 'clientName', direction: 'asc' },
    },
    {
      name: 'sent in 90 days by auditor',
      query: { billingStatus: 'sent', ...range, sort: 'auditorName', direction: 'asc' },
    },
    {
      name: 'search "Kovács" by address desc',
      query: { search: 'Kovács', sort: 'address', direction: 'desc' },
    },
    {
      name: 'page 900 of 100 a page, by billing status',
      query: { sort: 'billingStatus', direction: 'desc', page: '900', pageSize: '100' },
    },
  ];

  await withStaffServer(dir, databaseUrl, CERTIFICATES.adminLight, async (server, signIn) => {
    results[name] = await sweep(
      `${name} list`,
      server,
      '/api/admin/certificates',
      cases,
      CERTIFICATES.connections,
      signIn,
    );
  });
}
