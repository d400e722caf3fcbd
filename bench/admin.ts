// `npm run bench -- admin`: the portal admin's back office with 100,000 clients and 300 auditors: the
// client list for every filter and sort, the auditor ranking, the full .xlsx export and the start page
// (the part list in bench/run.ts).
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { and, eq, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CLIENT_SORTS } from '../src/domain/admin.ts';
import { SORT_DIRECTIONS } from '../src/domain/auditor-workspace.ts';
import { clientDisplayId } from '../src/domain/display-ids.ts';
import { PROPERTY_STATUSES } from '../src/domain/statuses.ts';
import { profiles, properties } from '../src/server/db/schema.ts';
import {
  dataDir,
  getInTurn,
  isoDay,
  measure,
  processCpuMs,
  results,
  round2,
  rssMb,
  sampleClient,
  seedDatabase,
  sleep,
  sweep,
  waitForCalm,
  withStaffServer,
  type ListCase,
  type Running,
} from './kit.ts';

/** The parts of the admin benchmark to run: list, ranking, export. */
const adminParts = new Set((process.env.BENCH_ADMIN_PARTS ?? 'list,ranking,export,dashboard').split(','));

const ADMIN = {
  properties: 100_000,
  auditors: 300,
  sampleClients: 40,
  portalAdmin: { email: 'bench-admin@example.hu', password: 'Bench-Admin-2026' },
  connections: 4,
  suggestionProperties: 20,
  exportRuns: 2,
} as const;

/** The data rows (the header row left out) of every sheet of an .xlsx file, read as a stream. */
async function countXlsxRows(file: string): Promise<number> {
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {}))
    for await (const _row of sheet) rows++;
  return rows - 1;
}

/**
 * One full export (scope=all): the wall time from the request to the last byte, and the server's
 * resident memory sampled every 100 ms (peak minus the figure just before the request). The file is
 * written to disk as it arrives and its rows counted afterwards, so the time is not for a truncated file.
 */
async function measureExport(server: Running, cookie: string, file: string, expectedRows: number) {
  const pid = server.child.pid!;
  const rssBeforeMb = await rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      rssPeakMb = Math.max(rssPeakMb, await rssMb(pid));
      await sleep(100);
    }
  })();
  const cpuBefore = await processCpuMs(pid);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/admin/clients/export?scope=all`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  const firstByteMs = performance.now() - started;
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(file));
  const wallMs = performance.now() - started;
  done = true;
  await sampler;
  rssPeakMb = Math.max(rssPeakMb, await rssMb(pid));
  const serverCpuMs = (await processCpuMs(pid)) - cpuBefore;
  const rows = await countXlsxRows(file);
  const figures = {
    wallSeconds: Math.round(wallMs / 100) / 10,
    firstByteMs: Math.round(firstByteMs),
    rows,
    expectedRows,
    fileMb: round2((await stat(file)).size / 2 ** 20),
    rssBeforeMb: Math.round(rssBeforeMb),
    rssPeakMb: Math.round(rssPeakMb),
    rssGrowthMb: Math.round(rssPeakMb - rssBeforeMb),
    serverCpuSeconds: Math.round(serverCpuMs / 100) / 10,
  };
  await rm(file, { force: true });
  if (rows !== expectedRows) throw new Error(`export has ${rows} rows, expected ${expectedRows}`);
  return figures;
}

/**
 * The back office with 100,000 clients (each with a property) and 300 auditors, as a portal admin signed in
 * with two-factor: the client list for a fixed list of filter/sort pages, the auditor ranking for one property,
 * and the full export.
 */
export async function benchAdmin(label: string, databaseUrl: string | null) {
  const name = `admin-${label}`;
  const dir = path.join(dataDir, name);
  const { found } = await seedDatabase('admin', label, dir, databaseUrl, ADMIN, async (db) => {
    const client = await sampleClient(db);
    // An auditor whose name the client list's search finds among the clients.
    const [withAuditor] = await db
      .select({ name: profiles.propertyAuditorName })
      .from(profiles)
      .where(and(eq(profiles.role, 'client'), isNotNull(profiles.propertyAuditorName)))
      .orderBy(profiles.id)
      .limit(1);
    const waiting = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.status, 'finding_auditor'))
      .orderBy(properties.id)
      .limit(ADMIN.suggestionProperties);
    if (waiting.length === 0) throw new Error('seed check failed');
    return {
      email: client.email,
      displayId: clientDisplayId(client.displayNumber),
      auditorName: withAuditor?.name ?? '',
      propertyIds: waiting.map((p) => p.id),
      clients: client.clients,
    };
  });
  const few = `${found.email.split('@')[0]}@`;
  const range = { dateFrom: isoDay(400), dateTo: isoDay(311) };
  const cases: ListCase[] = [
    ...CLIENT_SORTS.flatMap((sort) =>
      SORT_DIRECTIONS.map((direction) => ({ name: `sort ${sort} ${direction}`, query: { sort, direction } })),
    ),
    ...PROPERTY_STATUSES.map((status) => ({ name: `status ${status}`, query: { status } })),
    // The start page's two groups that are not statuses (docs/roles/portal-admin.md, 'Start page').
    { name: 'status appointment_passed', query: { status: 'appointment_passed' } },
    { name: 'status inactive_auditor', query: { status: 'inactive_auditor' } },
    { name: `search "${few}"`, query: { search: few } },
    { name: 'search "Kovács"', query: { search: 'Kovács' } },
    { name: 'coupon "BENCH01234"', query: { couponCode: 'BENCH01234' } },
    { name: '90-day range', query: range },
    { name: 'page 3999', query: { page: '3999' } },
    {
      name: 'finding_auditor by order date',
      query: { status: 'finding_auditor', sort: 'orderDate', direction: 'asc' },
    },
    {
      name: 'search "Kovács", document_uploaded, by auditor',
      query: { search: 'Kovács', status: 'document_uploaded', sort: 'auditorName', direction: 'asc' },
    },
    {
      name: 'page 900 of 100 a page, by auditor',
      query: { sort: 'auditorName', direction: 'desc', page: '900', pageSize: '100' },
    },
    // The displayed id and the auditor's name in the search, the status in the process order
    // (also filtered), empty order dates and auditors last both ways on late pages.
    { name: `search id "${found.displayId}"`, query: { search: found.displayId } },
    { name: `search auditor "${found.auditorName}"`, query: { search: found.auditorName } },
    { name: 'active by status desc', query: { status: 'active', sort: 'status', direction: 'desc' } },
    { name: 'status asc, page 2000', query: { sort: 'status', direction: 'asc', page: '2000' } },
    { name: 'order date desc, page 3000', query: { sort: 'orderDate', direction: 'desc', page: '3000' } },
    { name: 'auditor asc, page 3000', query: { sort: 'auditorName', direction: 'asc', page: '3000' } },
  ];

  await withStaffServer(dir, databaseUrl, ADMIN.portalAdmin, async (server, signIn) => {
    const figures: Record<string, unknown> = {};
    if (adminParts.has('list'))
      figures.clientList = await sweep(
        `${name} client list`,
        server,
        '/api/admin/clients',
        cases,
        ADMIN.connections,
        signIn,
      );
    if (adminParts.has('ranking'))
      figures.auditorRanking = await benchRanking(name, server, signIn, found.propertyIds);
    if (adminParts.has('export')) figures.export = await benchExport(name, server, signIn, found.clients);
    // The start page's one answer (eleven counts and the latest log events).
    if (adminParts.has('dashboard')) figures.dashboard = await benchAdminDashboard(name, server, signIn);
    results[name] = figures;
  });
}

/** The auditor ranking for one property at 1 connection, the waiting properties in turn. */
async function benchRanking(
  name: string,
  server: Running,
  signIn: () => Promise<string>,
  propertyIds: string[],
) {
  const calm = await waitForCalm(`${name} auditor ranking`);
  const cookie = await signIn();
  const ranked = await fetch(`${server.url}/api/admin/properties/${propertyIds[0]}/auditor-suggestions`, {
    headers: { cookie },
  });
  const suggestions = (await ranked.json()) as unknown[];
  if (!ranked.ok || suggestions.length !== ADMIN.auditors)
    throw new Error(
      `auditor ranking failed before the run: ${ranked.status}, ${suggestions.length} auditors`,
    );
  const ranking = await measure(
    `${name} auditor ranking (${ADMIN.auditors} auditors, ${propertyIds.length} properties in turn)`,
    server,
    getInTurn(
      server,
      propertyIds.map((id) => `/api/admin/properties/${id}/auditor-suggestions`),
      cookie,
    ),
    1,
    { warmUpS: 2, durationS: 10 },
  );
  return { calm, ...ranking };
}

/** The portal admin's start page, one answer, at 1 connection. */
async function benchAdminDashboard(name: string, server: Running, signIn: () => Promise<string>) {
  const calm = await waitForCalm(`${name} dashboard`);
  const cookie = await signIn();
  const first = await fetch(`${server.url}/api/admin/dashboard`, { headers: { cookie } });
  if (!first.ok) throw new Error(`dashboard failed before the run: ${first.status}`);
  const dashboard = await measure(
    `${name} dashboard`,
    server,
    getInTurn(server, ['/api/admin/dashboard'], cookie),
    1,
    { warmUpS: 2, durationS: 10 },
  );
  return { calm, ...dashboard };
}

/** The full export, ADMIN.exportRuns times on the same server (the first from a fresh server). */
async function benchExport(name: string, server: Running, signIn: () => Promise<string>, clients: number) {
  const exports = [];
  for (let run = 1; run <= ADMIN.exportRuns; run++) {
    const calm = await waitForCalm(`${name} export run ${run}`);
    const figures = await measureExport(
      server,
      await signIn(),
      path.join(dataDir, `${name}-export.xlsx`),
      clients,
    );
    console.log(
      `${name} export run ${run}: ${figures.rows} rows (${figures.fileMb} MB) in ${figures.wallSeconds} s (first byte ${figures.firstByteMs} ms); server resident memory ${figures.rssBeforeMb} -> peak ${figures.rssPeakMb} MB (+${figures.rssGrowthMb} MB), server CPU ${figures.serverCpuSeconds} s`,
    );
    exports.push({ calm, ...figures });
  }
  return exports;
}
