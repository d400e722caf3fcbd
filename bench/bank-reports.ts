// The bank's report (GET /api/bank/reports, target under 100 ms) with 100,000 properties seeded in bulk by
// seed-properties.ts, as bank staff, for no filter, the whole period, a county, the last
// 30 days, this year and a county over the whole period: each case alone at 1 connection; and the .xlsx
// export once per case. Run as `npm run bench -- bank-reports` (part of bench/run.ts, not in the default set).
import nodePath from 'node:path';
import { createUser } from '../src/server/seed/factories.ts';
import {
  dataDir,
  measure,
  results,
  seedDatabase,
  setUpStaffTwoFactor,
  signInStaff,
  startServer,
  stop,
  waitForCalm,
} from './kit.ts';

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

const path = (query: Record<string, string>, endpoint = '/api/bank/reports') =>
  `${endpoint}${Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : ''}`;

/** The bank's report with 100,000 properties. */
export async function benchBankReports(label: string, databaseUrl: string | null) {
  const name = `bank-reports-${label}`;
  const dir = nodePath.join(dataDir, name);
  await seedDatabase('bank-reports', label, dir, databaseUrl, BANK_REPORTS, async (db) => {
    await createUser(db, {
      role: 'bank_admin',
      ...BANK_REPORTS.bankAdmin,
      firstName: 'Bank',
      lastName: 'Bench',
    });
  });
  const server = await startServer(dir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const key = await setUpStaffTwoFactor(server.url, BANK_REPORTS.bankAdmin);
    const calm = await waitForCalm(`${name} (each case at 1 connection)`);
    const cookie = await signInStaff(server.url, BANK_REPORTS.bankAdmin, key);
    const cases: Record<string, unknown> = {};
    for (const item of BANK_REPORT_CASES) {
      const route = path(item.query);
      const response = await fetch(`${server.url}${route}`, { headers: { cookie } });
      if (!response.ok)
        throw new Error(`${route} failed before the run: ${response.status} ${await response.text()}`);
      const report = (await response.json()) as { summary: { orders: number; completed: number } };
      const figures = await measure(
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
    results[name] = { calm, cases };
  } finally {
    await stop(server);
  }
}
