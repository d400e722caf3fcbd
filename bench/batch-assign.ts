// `npm run bench -- batch-assign` (docs/rules/assignment.md, 'Batch plan'): a campaign of 10,000 orders
// waiting for an auditor and 1,000 auditors (3 to 12 free places each, one county each, so some counties
// run out). Measured through the real server as the portal admin's screen asks: the plan (POST
// /api/admin/assignment-plans, the whole answer read), then the apply job from the confirmation to 'done',
// while the screen's progress poll and the pairing page are timed every second, then the e-mails queued.
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AssignmentBatch, AssignmentPlan } from '../src/domain/assignment-plan.ts';
import { openDatabase, pgliteDataDir } from '../src/server/db/client.ts';
import {
  dataDir,
  percentile,
  results,
  round2,
  seedDatabase,
  sleep,
  waitForCalm,
  withStaffServer,
} from './kit.ts';

const BATCH = {
  orders: Number(process.env.BENCH_BATCH_ORDERS ?? 10_000),
  auditors: Number(process.env.BENCH_BATCH_AUDITORS ?? 1_000),
  portalAdmin: { email: 'bench-batch@example.hu', password: 'Bench-Batch-Admin-2026' },
  planBudgetS: 5,
  applyBudgetS: 120,
} as const;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}

export async function benchBatchAssign(label: string, databaseUrl: string | null) {
  const name = `batch-assign-${label}`;
  const dir = path.join(dataDir, name);
  await seedDatabase(
    'batch-assign',
    label,
    dir,
    databaseUrl,
    {
      properties: BATCH.orders + 1,
      auditors: BATCH.auditors,
      sampleClients: 1,
      statusCycle: ['finding_auditor'],
      portalAdmin: BATCH.portalAdmin,
    },
    // Capacities of 3 to 12 (7,500 places for 10,000 orders), spread by id so every county has a mix.
    (db) =>
      db.execute(
        sql`update auditor_details set work_capacity = 3 + abs(hashtext(auditor_id)) % 10 where company_name is not null`,
      ),
  );
  const figures: Record<string, unknown> = {};
  await withStaffServer(dir, databaseUrl, BATCH.portalAdmin, async (server, signIn) => {
    const calm = await waitForCalm(name);
    const cookie = await signIn();
    const headers = { cookie, 'content-type': 'application/json' };
    const loadBefore = os.loadavg().map(round2);

    const planned = await timed(async () => {
      const response = await fetch(`${server.url}/api/admin/assignment-plans`, {
        method: 'POST',
        headers,
        body: JSON.stringify({}),
      });
      if (!response.ok) throw new Error(`plan failed: ${response.status} ${await response.text()}`);
      // The answer is compressed and chunked, so it has no length header: the JSON's own size is counted.
      const text = await response.text();
      return { plan: JSON.parse(text) as AssignmentPlan, bytes: Buffer.byteLength(text) };
    });
    const { plan } = planned.value;
    const placed = plan.orders.filter((o) => o.auditorId !== null).length;
    console.log(`${name}: plan of ${plan.waiting} orders in ${planned.ms} ms, ${placed} placed; applying...`);

    const started = performance.now();
    // No body, so no JSON content type (an empty JSON body is refused, as the browser never sends one).
    const start = await fetch(`${server.url}/api/admin/assignment-batches/${plan.batchId}/start`, {
      method: 'POST',
      headers: { cookie },
    });
    if (!start.ok) throw new Error(`start failed: ${start.status} ${await start.text()}`);
    // The screen's poll, and another screen the admin might open meanwhile, timed once a second.
    const pollMs: number[] = [];
    const pairingMs: number[] = [];
    let batch: AssignmentBatch;
    for (;;) {
      await sleep(1_000);
      const poll = await timed(async () => {
        const response = await fetch(`${server.url}/api/admin/assignment-batches/${plan.batchId}`, {
          headers,
        });
        return (await response.json()) as AssignmentBatch;
      });
      pollMs.push(poll.ms);
      batch = poll.value;
      const pairing = await timed(() =>
        fetch(`${server.url}/api/admin/pairing?pageSize=10`, { headers }).then((r) => r.arrayBuffer()),
      );
      pairingMs.push(pairing.ms);
      if (batch.status === 'done') break;
      if (performance.now() - started > 30 * 60_000)
        throw new Error('the batch did not finish in 30 minutes');
    }
    const applyS = Math.round((performance.now() - started) / 100) / 10;
    const loadAfter = os.loadavg().map(round2);
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    Object.assign(figures, {
      orders: plan.waiting,
      auditors: plan.byAuditor.length,
      placed,
      unplaced: plan.orders.filter((o) => o.reason !== null).length,
      planMs: planned.ms,
      planAnswerKb: Math.round(planned.value.bytes / 1024),
      applyS,
      assigned: batch.assigned,
      skipped: batch.skipped.length,
      progressPollMs: { p50: percentile(sorted(pollMs), 0.5), max: Math.max(...pollMs) },
      pairingPageMs: { p50: percentile(sorted(pairingMs), 0.5), max: Math.max(...pairingMs) },
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAfter,
      calm,
    });
  });
  // The e-mails are rows of the outbox, queued with each assignment (delivery is the mail worker's).
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: pgliteDataDir(dir) },
  );
  try {
    const queued = (await database.db.execute(
      sql`select count(*)::int as n from mail_outbox where template = 'AUDITOR_ASSIGNMENT'`,
    )) as unknown as { rows: { n: number }[] };
    figures.mailsQueued = queued.rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
  results[name] = figures;
  console.log(
    `${name}: ${String(figures.orders)} orders, ${String(figures.auditors)} auditors; plan ${String(figures.planMs)} ms (${String(figures.placed)} placed, ${String(figures.unplaced)} unplaced, ${String(figures.planAnswerKb)} KB); apply ${String(figures.applyS)} s (${String(figures.assigned)} assigned, ${String(figures.mailsQueued)} e-mails queued); progress poll ${JSON.stringify(figures.progressPollMs)} ms, pairing page ${JSON.stringify(figures.pairingPageMs)} ms; load ${JSON.stringify(figures.loadAverageBefore)} -> ${JSON.stringify(figures.loadAverageAfter)}`,
  );
  if (
    (figures.planMs as number) > BATCH.planBudgetS * 1000 ||
    (figures.applyS as number) > BATCH.applyBudgetS
  )
    process.exitCode = 1;
}
