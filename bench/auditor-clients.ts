// `npm run bench -- auditor-clients`: the auditor's client list with 100,000 properties, 5,000 of them one
// auditor's, for every filter and sort (the part list in bench/run.ts).
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  AUDITOR_CLIENT_SORTS,
  AUDITOR_STATUS_FILTERS,
  SORT_DIRECTIONS,
} from '../src/domain/auditor-workspace.ts';
import { profiles, properties } from '../src/server/db/schema.ts';
import {
  dataDir,
  isoDay,
  results,
  seedDatabase,
  signIn,
  startServer,
  stop,
  sweep,
  type ListCase,
} from './kit.ts';

const AUDITOR_CLIENTS = {
  properties: 100_000,
  auditors: 40,
  sampleClients: 40,
  focusAuditor: {
    email: 'bench-fokusz-tanusito@example.hu',
    password: 'Bench-Tanusito-2026',
    properties: 5_000,
  },
  connections: 4,
} as const;

/**
 * GET /api/auditor/clients as an auditor with 5,000 of the 100,000 properties, for every sort in
 * both directions, each status, a search matching one row and one matching hundreds, a date range, the
 * last page and some combinations of them.
 */
export async function benchAuditorClients(label: string, databaseUrl: string | null) {
  const name = `auditor-clients-${label}`;
  const dir = path.join(dataDir, name);
  const { focusAuditor } = AUDITOR_CLIENTS;
  const { found: oneClient } = await seedDatabase(
    'auditor-clients',
    label,
    dir,
    databaseUrl,
    AUDITOR_CLIENTS,
    async (db, seed) => {
      const [row] = await db
        .select({ email: profiles.email })
        .from(properties)
        .innerJoin(profiles, eq(profiles.id, properties.clientId))
        .where(eq(properties.auditorId, seed.focusAuditorId!))
        .orderBy(properties.id)
        .limit(1);
      if (!row) throw new Error('the auditor has no clients');
      return row.email;
    },
  );
  const few = `${oneClient.split('@')[0]}@`; // the client's e-mail address: one row
  const range = { dateFrom: isoDay(400), dateTo: isoDay(311) }; // 90 days
  const cases: ListCase[] = [
    ...AUDITOR_CLIENT_SORTS.flatMap((sort) =>
      SORT_DIRECTIONS.map((direction) => ({ name: `sort ${sort} ${direction}`, query: { sort, direction } })),
    ),
    ...AUDITOR_STATUS_FILTERS.filter((status) => status !== 'all').map((status) => ({
      name: `status ${status}`,
      query: { status },
    })),
    { name: `search "${few}"`, query: { search: few } },
    { name: 'search "Kovács"', query: { search: 'Kovács' } },
    { name: '90-day range', query: range },
    { name: 'last page', query: { page: String(focusAuditor.properties / 25) } },
    {
      name: 'waiting, by appointment date',
      query: { status: 'auditor_assigned', sort: 'appointmentDate', direction: 'asc' },
    },
    {
      name: 'search "Kovács" in a 90-day range, by name',
      query: { search: 'Kovács', ...range, sort: 'name', direction: 'asc' },
    },
    {
      name: 'page 40 of 100 a page, by status',
      query: { sort: 'status', direction: 'desc', page: '40', pageSize: '100' },
    },
  ];

  const server = await startServer(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    results[name] = await sweep(
      name,
      server,
      '/api/auditor/clients',
      cases,
      AUDITOR_CLIENTS.connections,
      () => signIn(server.url, focusAuditor),
    );
  } finally {
    await stop(server);
  }
}
