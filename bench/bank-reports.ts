// Issue 17 item 6: the bank's report (GET /api/bank/reports, target under 100 ms) with 100,000 properties
// seeded in bulk by seed-properties.ts, as bank staff, for no filter, the whole period, a county, the last
// 30 days, this year and a county over the whole period: each case alone at 1 connection; and the .xlsx
// export once per case. Run as `npm run bench -- bank-reports` (part of bench/run.ts, not in the default set).
import type autocannon from 'autocannon';
import { createUser } from '../src/server/seed/factories.ts';
import type { Db } from '../src/server/db/client.ts';
import type { Credentials, SeedOptions, SeedResult } from './seed-properties.ts';

export const BANK_REPORTS = {
  properties: 100_000,
  auditors: 300,
  sampleClients: 40,
  bankAdmin: { email: 'bench-bank@example.hu', password: 'Bench-Bank-2026' },
} as const;

export const BANK_REPORT_CASES: readonly { name: string; query: Record<string, string> }[] = [
  { name: 'no filter (last 12 months)', query: {} },
  { name: 'the whole period', query: { period: 'all' } },
  { name: 'county Pest', query: { county: 'Pest' } },
  { name: 'last 30 days', query: { period: 'last_30_days' } },
  { name: 'this year', query: { period: 'this_year' } },
  { name: 'county Budapest, the whole period', query: { period: 'all', county: 'Budapest' } },
];

interface Figures {
  requests: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  non2xx: number;
  errors: number;
  loadAverage1m: number;
}

/** What bench/run.ts lends this part: its seeding, server, sign-in and measuring. */
export interface BankReportsBenchKit<Running extends { url: string }> {
  dir: string;
  seed: (options: SeedOptions, inspect: (db: Db, seed: SeedResult) => Promise<void>) => Promise<unknown>;
  startServer: () => Promise<Running>;
  stop: (server: Running) => Promise<void>;
  waitForCalm: (what: string) => Promise<unknown>;
  setUpStaffTwoFactor: (url: string, credentials: Credentials) => Promise<Uint8Array>;
  signInStaff: (url: string, credentials: Credentials, key: Uint8Array) => Promise<string>;
  measure: (
    name: string,
    server: Running,
    options: autocannon.Options,
    connections: number,
    timing: { warmUpS: number; durationS: number },
  ) => Promise<Figures>;
}

const path = (query: Record<string, string>, endpoint = '/api/bank/reports') =>
  `${endpoint}${Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : ''}`;

export async function benchBankReports<Running extends { url: string }>(
  name: string,
  kit: BankReportsBenchKit<Running>,
) {
  await kit.seed(BANK_REPORTS, async (db) => {
    await createUser(db, {
      role: 'bank_admin',
      ...BANK_REPORTS.bankAdmin,
      firstName: 'Bank',
      lastName: 'Bench',
    });
  });
  const server = await kit.startServer();
  try {
    const key = await kit.setUpStaffTwoFactor(server.url, BANK_REPORTS.bankAdmin);
    const calm = await kit.waitForCalm(`${name} (each case at 1 connection)`);
    const cookie = await kit.signInStaff(server.url, BANK_REPORTS.bankAdmin, key);
    const cases: Record<string, unknown> = {};
    for (const item of BANK_REPORT_CASES) {
      const route = path(item.query);
      const response = await fetch(`${server.url}${route}`, { headers: { cookie } });
      if (!response.ok)
        throw new Error(`${route} failed before the run: ${response.status} ${await response.text()}`);
      const report = (await response.json()) as { summary: { orders: number; completed: number } };
      const figures = await kit.measure(
        `${name} ${item.name} (${report.summary.orders} orders, ${report.summary.completed} certificates)`,
        server,
        { url: `${server.url}${route}`, headers: { cookie } },
        1,
        { warmUpS: 1, durationS: 5 },
      );
      if (figures.non2xx || figures.errors) throw new Error(`${name} ${item.name}: failed requests`);
      const started = performance.now();
      const file = await fetch(`${server.url}${path(item.query, '/api/bank/reports/export')}`, {
        headers: { cookie },
      });
      const bytes = (await file.arrayBuffer()).byteLength;
      if (!file.ok) throw new Error(`${name} ${item.name}: export ${file.status}`);
      const exportMs = Math.round(performance.now() - started);
      console.log(`${name} ${item.name}: export ${exportMs} ms, ${bytes} bytes`);
      cases[item.name] = {
        orders: report.summary.orders,
        certificates: report.summary.completed,
        requests: figures.requests,
        latencyP50Ms: figures.latencyP50Ms,
        latencyP95Ms: figures.latencyP95Ms,
        latencyP99Ms: figures.latencyP99Ms,
        latencyMaxMs: figures.latencyMaxMs,
        loadAverage1m: figures.loadAverage1m,
        exportMs,
        exportBytes: bytes,
      };
    }
    return { calm, cases };
  } finally {
    await kit.stop(server);
  }
}
