// The portal admin's settlement month (GET /api/admin/settlements, target p95 under 100 ms)
// with 300 auditors and 10,000 certificates uploaded in the month measured (the previous Budapest month),
// a third of the auditors' rows paid, as the portal admin: the month, each status filter and one auditor,
// each at 1 connection; and the .xlsx export once. The bulk seed (seed-properties.ts) finishes every
// property; 10,000 of its certificates are then moved into the month. Run as `npm run bench -- settlement`
// (part of bench/run.ts, not in the default set).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { budapestMonth, shiftMonth } from '../src/domain/time.ts';
import { fromBudapest } from '../src/domain/time.ts';
import type { Db } from '../src/server/db/client.ts';
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

export const SETTLEMENT = {
  properties: 30_000,
  auditors: 300,
  sampleClients: 10,
  certificatesInMonth: 10_000,
  statusCycle: ['document_uploaded'],
  portalAdmin: { email: 'bench-settlement@example.hu', password: 'Bench-Admin-2026' },
} as const;

const monthStart = (month: string) =>
  fromBudapest({
    year: Number(month.slice(0, 4)),
    month: Number(month.slice(5, 7)),
    day: 1,
    hour: 0,
    minute: 0,
  });

/**
 * Moves `count` certificates into the month, spread over its first 27 days, each assigned 1 to 20 days
 * before its upload; then pays every third auditor's row of the month.
 */
async function fillMonth(db: Db, month: string, count: number, adminId: string) {
  const start = monthStart(month).toISOString();
  await db.execute(sql`
    with picked as (
      select d.id, d.property_id, row_number() over (order by d.id) as rn
      from documents d where d.type = 'certificate' order by d.id limit ${count}
    ), moved as (
      update documents d
      set uploaded_at = ${start}::timestamptz + make_interval(secs => (picked.rn * 233) % (27 * 86400))
      from picked where d.id = picked.id
      returning d.property_id, d.uploaded_at, picked.rn
    )
    update properties p
    set auditor_assign_date = moved.uploaded_at - make_interval(days => (1 + moved.rn % 20)::int)
    from moved where p.id = moved.property_id`);
  const next = monthStart(shiftMonth(month, 1)).toISOString();
  await db.execute(sql`
    with rows as (
      select p.auditor_id, array_agg(d.id) as ids, count(*)::int as n,
        dense_rank() over (order by p.auditor_id) as rank
      from documents d join properties p on p.id = d.property_id
      where d.type = 'certificate' and d.uploaded_at >= ${start}::timestamptz and d.uploaded_at < ${next}::timestamptz
        and p.auditor_id is not null
      group by p.auditor_id
    ), paid as (
      insert into settlement_payments (auditor_id, month, certificate_count, amount_huf, payment_reference, paid_by)
      select auditor_id, ${month}, n, n * 45000, 'BENCH-' || rank, ${adminId} from rows where rank % 3 = 0
      returning id, auditor_id
    )
    insert into settlement_items (payment_id, document_id, amount_huf)
    select paid.id, unnest(rows.ids), 45000 from paid join rows on rows.auditor_id = paid.auditor_id`);
}

/** The portal admin's settlement month, 300 auditors, 10,000 certificates. */
export async function benchSettlement(label: string, databaseUrl: string | null) {
  const name = `settlement-${label}`;
  const dir = path.join(dataDir, name);
  const month = shiftMonth(budapestMonth(new Date()), -1);
  let oneAuditor = '';
  await seedDatabase(
    'settlement',
    label,
    dir,
    databaseUrl,
    {
      properties: SETTLEMENT.properties,
      auditors: SETTLEMENT.auditors,
      sampleClients: SETTLEMENT.sampleClients,
      statusCycle: SETTLEMENT.statusCycle,
    },
    async (db) => {
      const admin = await createBenchStaff(db, 'portal_admin', SETTLEMENT.portalAdmin, 'Admin');
      await fillMonth(db, month, SETTLEMENT.certificatesInMonth, admin.id);
      const { rows } = (await db.execute(
        sql`select auditor_id from settlement_payments order by auditor_id limit 1`,
      )) as unknown as { rows: { auditor_id: string }[] };
      oneAuditor = rows[0]?.auditor_id ?? '';
      await db.execute(sql`analyze`);
    },
  );
  const cases: { name: string; query: Record<string, string> }[] = [
    { name: 'the month', query: { month } },
    { name: 'pending rows', query: { month, status: 'pending' } },
    { name: 'paid rows', query: { month, status: 'paid' } },
    { name: 'one auditor', query: { month, auditorId: oneAuditor } },
  ];
  await withStaffServer(dir, databaseUrl, SETTLEMENT.portalAdmin, async (server, signIn) => {
    const calm = await waitForCalm(`${name} (each case at 1 connection)`);
    const cookie = await signIn();
    const figuresOf: Record<string, unknown> = {};
    for (const item of cases) {
      const { answer: view, figures } = await measureAnswered<{
        rows: unknown[];
        summary: { certificates: number };
      }>(
        server,
        `/api/admin/settlements?${new URLSearchParams(item.query).toString()}`,
        cookie,
        ({ rows, summary }) =>
          `${name} ${item.name} (${rows.length} rows, ${summary.certificates} certificates)`,
      );
      if (figures.non2xx || figures.errors) throw new Error(`${name} ${item.name}: failed requests`);
      figuresOf[item.name] = {
        rows: view.rows.length,
        certificates: view.summary.certificates,
        ...latencyFigures(figures),
      };
    }
    const { exportMs, bytes } = await timeExport(
      server,
      `/api/admin/settlements/export?month=${month}`,
      cookie,
      name,
    );
    console.log(`${name} export: ${exportMs} ms, ${bytes} bytes`);
    results[name] = { month, calm, cases: figuresOf, exportMs, exportBytes: bytes };
  });
}
