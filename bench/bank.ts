// The bank's workspace with 100,000 clients, each with a property (bench/run.ts part `bank`):
// the dashboard (counters, to-do list, menu badge; under 100 ms each) and the bank's client list for every
// status, searches and a late page (p95 under 50 ms), as a bank_admin signed in with two-factor.
import { sql } from 'drizzle-orm';
import { PROPERTY_STATUSES } from '../src/domain/statuses.ts';
import {
  CASE_TIMING,
  createBenchStaff,
  dataDir,
  measure,
  results,
  sampleClient,
  seedDatabase,
  sweep,
  waitForCalm,
  withStaffServer,
  type ListCase,
  type Running,
} from './kit.ts';
import type { Credentials, SeedOptions } from './seed-properties.ts';

const BANK = {
  properties: 100_000,
  auditors: 300,
  sampleClients: 10,
  bankAdmin: { email: 'bench-bank@example.hu', password: 'Bench-Bank-2026' },
  connections: 4,
} as const satisfies SeedOptions & { bankAdmin: Credentials; connections: number };

export async function benchBank(label: string, databaseUrl: string | null) {
  const name = `bank-${label}`;
  const dir = `${dataDir}/${name}`;
  const { found } = await seedDatabase('bank', label, dir, databaseUrl, BANK, async (db) => {
    await createBenchStaff(db, 'bank_admin', BANK.bankAdmin, 'Bank');
    // A portal in use: the bank has checked nine orders in ten, and two certificates in three are billed.
    await db.execute(
      sql`update properties set coupon_approved_at = ordered_at + interval '1 day' where ordered_at is not null and abs(hashtext(id::text)) % 10 <> 0`,
    );
    await db.execute(
      sql`update documents set billing_status = (array['pending', 'sent', 'paid'])[1 + abs(hashtext(id::text)) % 3] where type = 'certificate'`,
    );
    await db.execute(sql`vacuum analyze`);
    const { email, clients } = await sampleClient(db);
    results[`bank-seed-${label}`] = { clients };
    return { email, clients };
  });
  const few = `${found.email.split('@')[0]}@`;
  const lastPage = String(Math.ceil(found.clients / 25));
  const cases: ListCase[] = [
    { name: 'all', query: {} },
    ...PROPERTY_STATUSES.map((status) => ({ name: `status ${status}`, query: { status } })),
    { name: `search "${few}"`, query: { search: few } },
    { name: 'search "Kovács"', query: { search: 'Kovács' } },
    { name: 'search "nincs-ilyen-ugyfel"', query: { search: 'nincs-ilyen-ugyfel' } },
    { name: 'search "Kovács", document_uploaded', query: { search: 'Kovács', status: 'document_uploaded' } },
    { name: `last page ${lastPage}`, query: { page: lastPage } },
    { name: 'page 900 of 100 a page', query: { page: '900', pageSize: '100' } },
    { name: 'finding_auditor page 200', query: { status: 'finding_auditor', page: '200' } },
  ];

  await withStaffServer(dir, databaseUrl, BANK.bankAdmin, async (server, signIn) => {
    const dashboard: Record<string, unknown> = {};
    const cookie = await signIn();
    for (const [part, path] of [
      ['counters', '/api/bank/dashboard'],
      ['to-do first page', '/api/bank/dashboard/todos'],
      ['to-do late page', '/api/bank/dashboard/todos?page=5000&pageSize=10'],
      ['menu badge', '/api/bank/menu-badges'],
    ] as const)
      dashboard[part] = await measureOne(`${name} dashboard ${part}`, server, path, cookie);
    const clientList = await sweep(
      `${name} client list`,
      server,
      '/api/bank/clients',
      cases,
      BANK.connections,
      signIn,
    );
    results[name] = { dashboard, clientList };
  });
}

/** One GET at 1 connection after a calm wait: its figures. */
async function measureOne(name: string, server: Running, route: string, cookie: string) {
  const calm = await waitForCalm(name);
  return {
    calm,
    ...(await measure(name, server, { url: `${server.url}${route}`, headers: { cookie } }, 1, CASE_TIMING)),
  };
}
