// The bank's report (GET /api/bank/reports, target under 100 ms) with 100,000 properties seeded in bulk by
// seed-properties.ts, as bank staff, for no filter, the whole period, a county, the last
// 30 days, this year and a county over the whole period: each case alone at 1 connection; and the .xlsx
// export once per case. Run as `npm run bench -- bank-reports` (part of bench/run.ts, not in the default set).
import nodePath from 'node:path';
import {
  createBenchStaff,
  dataDir,
  latencyFigures,
  measureAnswered,
  results,
  seedDatabase,
  timeExport,
  waitForCalm,
  withStaffServer,
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
    await createBenchStaff(db, 'bank_admin', BANK_REPORTS.bankAdmin, 'Bank');
  });
  await withStaffServer(dir, databaseUrl, BANK_REPORTS.bankAdmin, async (server, signIn) => {
    const calm = await waitForCalm(`${name} (each case at 1 connection)`);
    const cookie = await signIn();
    const cases: Record<string, unknown> = {};
    for (const item of BANK_REPORT_CASES) {
      const { answer: report, figures } = await measureAnswered<{
        summary: { orders: number; completed: number };
      }>(
        server,
        path(item.query),
        cookie,
        ({ summary }) => `${name} ${item.name} (${summary.orders} orders, ${summary.completed} certificates)`,
      );
      if (figures.non2xx || figures.errors) throw new Error(`${name} ${item.name}: failed requests`);
      const { exportMs, bytes } = await timeExport(
        server,
        path(item.query, '/api/bank/reports/export'),
        cookie,
        `${name} ${item.name}`,
      );
      console.log(`${name} ${item.name}: export ${exportMs} ms, ${bytes} bytes`);
      cases[item.name] = {
        orders: report.summary.orders,
        certificates: report.summary.completed,
        ...latencyFigures(figures),
        exportMs,
        exportBytes: bytes,
      };
    }
    results[name] = { calm, cases };
  });
}
