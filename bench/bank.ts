// The bank's workspace with 100,000 clients, each with a property (bench/run.ts part `bank`):
// the dashboard (counters, to-do list, menu badge; under 100 ms each) and the bank's client list for every
// status, searches and a late page (p95 under 50 ms), as a bank_admin signed in with two-factor.
// The helpers are run.ts's own (its seeding, server, sign-in and measuring), handed in by run.ts.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { PROPERTY_STATUSES } from '../src/domain/statuses.ts';
import type { Db } from '../src/server/db/client.ts';
import { profiles } from '../src/server/db/schema.ts';
import { createUser } from '../src/server/seed/factories.ts';
import type { Credentials, SeedOptions } from './seed-properties.ts';

export const BANK = {
  properties: 100_000,
  auditors: 300,
  sampleClients: 10,
  bankAdmin: { email: 'bench-bank@example.hu', password: 'Bench-Bank-2026' },
  connections: 4,
} as const satisfies SeedOptions & { bankAdmin: Credentials; connections: number };

export interface ListCase {
  name: string;
  query: Record<string, string>;
}

/** What bench/run.ts lends this part. */
export interface BankBenchKit<Server> {
  dataDir: string;
  results: Record<string, unknown>;
  seedDatabase: <T>(
    name: string,
    label: string,
    dir: string,
    databaseUrl: string | null,
    options: SeedOptions,
    inspect: (db: Db) => Promise<T>,
  ) => Promise<{ found: T }>;
  startServer: (dir: string, env: Record<string, string>) => Promise<Server>;
  stop: (server: Server) => Promise<void>;
  setUpStaffTwoFactor: (url: string, credentials: Credentials) => Promise<Uint8Array>;
  signInStaff: (url: string, credentials: Credentials, key: Uint8Array) => Promise<string>;
  urlOf: (server: Server) => string;
  sweep: (
    name: string,
    server: Server,
    endpoint: string,
    cases: readonly ListCase[],
    connections: number,
    signIn: () => Promise<string>,
  ) => Promise<unknown>;
  /** One GET at 1 connection after a calm wait: its figures. */
  measureOne: (
    name: string,
    server: Server,
    path: string,
    cookie: string,
  ) => Promise<{ latencyP95Ms: number }>;
}

export async function benchBank<Server>(
  label: string,
  databaseUrl: string | null,
  kit: BankBenchKit<Server>,
) {
  const name = `bank-${label}`;
  const dir = `${kit.dataDir}/${name}`;
  const { found } = await kit.seedDatabase('bank', label, dir, databaseUrl, BANK, async (db) => {
    await createUser(db, { role: 'bank_admin', ...BANK.bankAdmin, firstName: 'Bank', lastName: 'Bench' });
    // A portal in use: the bank has checked nine orders in ten, and two certificates in three are billed.
    await db.execute(
      sql`update properties set coupon_approved_at = ordered_at + interval '1 day' where ordered_at is not null and abs(hashtext(id::text)) % 10 <> 0`,
    );
    await db.execute(
      sql`update documents set billing_status = (array['pending', 'sent', 'paid'])[1 + abs(hashtext(id::text)) % 3] where type = 'certificate'`,
    );
    await db.execute(sql`vacuum analyze`);
    const [client] = await db
      .select({ email: profiles.email })
      .from(profiles)
      .where(eq(profiles.role, 'client'))
      .orderBy(profiles.id)
      .offset(54_321)
      .limit(1);
    const [clients] = await db
      .select({ n: count() })
      .from(profiles)
      .where(and(eq(profiles.role, 'client'), isNull(profiles.erasedAt)));
    if (!client || !clients) throw new Error('seed check failed');
    kit.results[`bank-seed-${label}`] = { clients: clients.n };
    return { email: client.email, clients: clients.n };
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

  const server = await kit.startServer(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const url = kit.urlOf(server);
    const key = await kit.setUpStaffTwoFactor(url, BANK.bankAdmin);
    const signIn = () => kit.signInStaff(url, BANK.bankAdmin, key);
    const dashboard: Record<string, unknown> = {};
    const cookie = await signIn();
    for (const [part, path] of [
      ['counters', '/api/bank/dashboard'],
      ['to-do first page', '/api/bank/dashboard/todos'],
      ['to-do late page', '/api/bank/dashboard/todos?page=5000&pageSize=10'],
      ['menu badge', '/api/bank/menu-badges'],
    ] as const)
      dashboard[part] = await kit.measureOne(`${name} dashboard ${part}`, server, path, cookie);
    const clientList = await kit.sweep(
      `${name} client list`,
      server,
      '/api/bank/clients',
      cases,
      BANK.connections,
      signIn,
    );
    kit.results[name] = { dashboard, clientList };
  } finally {
    await kit.stop(server);
  }
}
