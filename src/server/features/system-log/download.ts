// The system log as a .txt file for reading or archiving (docs/roles/admin-light.md, 'System log'): a UTF-8
// byte-order mark (so Windows' Notepad and Excel read the accents), 'report version 1.0', the filters, the
// ten statistics, the five most active people and busiest days, then the events in time order. The newest
// events up to the configured limit are written, oldest first, read a batch at a time so memory stays flat.
import { Readable } from 'node:stream';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EMPTY_CELL, formatDateTime, formatDay, formatNumber } from '../../../domain/format.ts';
import { describeLogMetadata, type LogNames } from '../../../domain/log-details.ts';
import { LOG_ACTION_LABELS, UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';
import {
  LOG_REPORT_VERSION,
  LOG_STATISTICS,
  LOG_STATISTIC_LABELS,
  logDownloadFileName,
  type SystemLogStatistics,
} from '../../../domain/system-log.ts';
import { PRODUCT_TITLE } from '../../../domain/constants.ts';
import { budapestIsoDay, toBudapest, twoDigits } from '../../../domain/time.ts';
import { checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { profiles, userLogs } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import type { AppServices } from '../../services.ts';
import { logNamesOf, lookUpLogNames } from './names.ts';
import {
  afterCursor,
  entryColumns,
  LOG_READERS,
  logConditions,
  type LogFilters,
  logOrder,
  systemLogStatistics,
  userNameColumn,
} from './service.ts';
import { budapestDayOf } from '../../db/query-helpers.ts';

const BATCH = 500;
const TOP = 5;
const BOM = '\uFEFF';
const RULE = '='.repeat(72);

export interface RankedName {
  name: string;
  events: number;
}

/** The five people with the most matching events, named as the list names them (userNameColumn). */
async function mostActiveUsers(services: AppServices, filters: LogFilters): Promise<RankedName[]> {
  const { db } = services.database;
  const counted = db
    .select({ userId: userLogs.userId, events: sql<number>`count(*)::int`.as('events') })
    .from(userLogs)
    .where(and(logConditions(filters), isNotNull(userLogs.userId)))
    .groupBy(userLogs.userId)
    .orderBy(desc(sql`count(*)`), userLogs.userId)
    .limit(TOP)
    .as('counted');
  const rows = await db
    .select({ name: userNameColumn, events: counted.events })
    .from(counted)
    .leftJoin(profiles, eq(profiles.id, counted.userId))
    .orderBy(desc(counted.events), counted.userId);
  return rows.map((row) => ({ name: row.name, events: Number(row.events) }));
}

/** The five Budapest days with the most matching events. */
async function busiestDays(services: AppServices, filters: LogFilters): Promise<RankedName[]> {
  const day = budapestDayOf(userLogs.timestamp);
  const rows = await services.database.db
    .select({ day, events: sql<number>`count(*)::int` })
    .from(userLogs)
    .where(logConditions(filters))
    .groupBy(day)
    .orderBy(desc(sql`count(*)`), desc(day))
    .limit(TOP);
  return rows.map((row) => ({ name: formatDay(row.day), events: Number(row.events) }));
}

/** The oldest event the download writes: the limit-th newest (null when fewer match). */
async function firstWritten(services: AppServices, filters: LogFilters, limit: number) {
  const [row] = await services.database.db
    .select({ time: entryColumns.exactTime, id: userLogs.id })
    .from(userLogs)
    .where(logConditions(filters))
    .orderBy(...logOrder('desc'))
    .offset(limit - 1)
    .limit(1);
  return row ?? null;
}

function filterLines(filters: LogFilters): string[] {
  const period =
    filters.dateFrom || filters.dateTo
      ? `${filters.dateFrom ? formatDay(filters.dateFrom) : 'kezdettől'} – ${filters.dateTo ? formatDay(filters.dateTo) : 'máig'}`
      : 'teljes időszak';
  return [
    `Időszak: ${period}`,
    `Eseménytípus: ${filters.actionType === 'all' ? 'összes' : LOG_ACTION_LABELS[filters.actionType]}`,
    `Keresés: ${filters.search ? `„${filters.search}”` : EMPTY_CELL}`,
  ];
}

const ranked = (title: string, list: RankedName[]) => [
  title,
  ...(list.length
    ? list.map((item, i) => `  ${i + 1}. ${item.name}: ${formatNumber(item.events)} esemény`)
    : ['  –']),
  '',
];

/**
 * One event on one line (new lines in texts become spaces), then its metadata and old/new values as the
 * screen reads them (domain/log-details.ts), the people and objects named.
 */
function eventLines(
  row: {
    timestamp: Date;
    actionType: keyof typeof LOG_ACTION_LABELS;
    userName: string;
    action: string;
    details: string | null;
    metadata: Record<string, unknown> | null;
  },
  names: LogNames,
): string {
  const flat = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');
  const local = toBudapest(row.timestamp);
  const seconds = twoDigits(local.second);
  const described = describeLogMetadata(row.metadata, names);
  const lines = [
    [
      `${formatDateTime(row.timestamp)}:${seconds}`,
      LOG_ACTION_LABELS[row.actionType],
      flat(row.userName || UNKNOWN_USER_LABEL),
      flat(row.action),
      ...(row.details ? [flat(row.details)] : []),
    ].join(' | '),
  ];
  if (described.fields.length)
    lines.push(`    ${described.fields.map((f) => `${f.label}: ${flat(f.value)}`).join('; ')}`);
  for (const change of described.changes)
    lines.push(`    ${change.label}: ${flat(change.oldValue)} -> ${flat(change.newValue)}`);
  return `${lines.join('\n')}\n`;
}

interface ReportHead {
  text: string;
  first: { time: string; id: string } | null;
  limit: number;
}

/** Everything before the events, read before the answer starts so a failure is an ordinary error. */
async function reportHead(
  services: AppServices,
  madeBy: string,
  filters: LogFilters,
  limit: number,
): Promise<ReportHead> {
  const [statistics, users, days, first] = await Promise.all([
    systemLogStatistics(services, filters),
    mostActiveUsers(services, filters),
    busiestDays(services, filters),
    // Without a limit the events are written from the oldest on: no row to find first.
    Number.isFinite(limit) ? firstWritten(services, filters, limit) : Promise.resolve(null),
  ]);
  const written = Math.min(statistics.totalEvents, limit);
  const text = [
    `${BOM}${PRODUCT_TITLE} – Rendszernapló`,
    `Riport verzió: ${LOG_REPORT_VERSION}`,
    `Készült: ${formatDateTime(services.clock())} (Budapest)`,
    `Készítette: ${madeBy}`,
    ...filterLines(filters),
    statistics.totalEvents > limit
      ? `Események a fájlban: ${formatNumber(written)} (a szűrésnek megfelelő ${formatNumber(statistics.totalEvents)} közül a legutóbbiak; legfeljebb ${formatNumber(limit)})`
      : `Események a fájlban: ${formatNumber(written)}`,
    RULE,
    '',
    'ÖSSZESÍTÉS (a szűrésnek megfelelő összes esemény)',
    ...LOG_STATISTICS.map(
      (key: keyof SystemLogStatistics) => `  ${LOG_STATISTIC_LABELS[key]}: ${formatNumber(statistics[key])}`,
    ),
    '',
    ...ranked(`LEGAKTÍVABB FELHASZNÁLÓK (TOP ${TOP})`, users),
    ...ranked(`LEGFORGALMASABB NAPOK (TOP ${TOP})`, days),
    RULE,
    'ESEMÉNYEK (időrendben, a legkorábbival kezdve)',
    'Időpont | Típus | Felhasználó | Esemény | Részletek',
    '',
  ].join('\n');
  return { text, first, limit };
}

async function* reportLines(
  services: AppServices,
  filters: LogFilters,
  head: ReportHead,
  /** Runs before the file's last bytes, with the number of events written. */
  onWritten: (rows: number) => Promise<void>,
): AsyncGenerator<string> {
  const { db } = services.database;
  const { first, limit } = head;
  yield head.text;

  const where = logConditions(filters);
  // From the oldest written event on (inclusive), in ascending (timestamp, id) order, a batch at a time.
  let cursor = first ? { time: first.time, id: first.id, inclusive: true } : null;
  let rows = 0;
  for (;;) {
    const after = cursor
      ? cursor.inclusive
        ? sql`(${userLogs.timestamp}, ${userLogs.id}) >= (${cursor.time}::timestamptz, ${cursor.id}::uuid)`
        : afterCursor(cursor, 'asc')
      : undefined;
    const batch = await db
      .select(entryColumns)
      .from(userLogs)
      .leftJoin(profiles, eq(profiles.id, userLogs.userId))
      .where(and(where, after))
      .orderBy(...logOrder('asc'))
      .limit(Math.min(BATCH, limit - rows));
    const names = await lookUpLogNames(
      db,
      batch.map((row) => row.metadata),
    );
    let text = '';
    for (const row of batch) text += eventLines(row, logNamesOf(row.metadata, names));
    rows += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < BATCH || rows >= limit) {
      await onWritten(rows);
      yield `${text}${RULE}\nVége (${formatNumber(rows)} esemény)\n`;
      return;
    }
    yield text;
    cursor = { time: last.exactTime, id: last.id, inclusive: false };
  }
}

/** The file's name and its stream: the head is read first, the events follow as the reader takes them. */
export async function downloadSystemLog(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  filters: LogFilters,
): Promise<{ fileName: string; stream: Readable }> {
  checkAccess(actor, LOG_READERS);
  const fileName = logDownloadFileName(budapestIsoDay(services.clock()));
  const head = await reportHead(
    services,
    actor.name || actor.email,
    filters,
    services.config.logDownloadMaxRows,
  );
  // The log row is written before the file's last bytes: a finished download has its log row.
  const recordDownload = async (rows: number) => {
    await recordLog(services.database.db, logger, {
      userId: actor.userId,
      actionType: 'data_export',
      action: 'Rendszernapló letöltése',
      metadata: { fileName, rows, filters: { ...filters } },
    });
  };
  const stream = Readable.from(reportLines(services, filters, head, recordDownload), {
    objectMode: false,
  });
  stream.on('error', (error) => logger.error({ err: error }, 'system log download failed'));
  return { fileName, stream };
}

/**
 * The same report for an archive (the weekly ZIP): every event of the filters, oldest first,
 * without the download's row limit and without a log row of its own (the archive logs itself).
 */
export async function systemLogReport(
  services: AppServices,
  madeBy: string,
  filters: LogFilters,
  onWritten: (rows: number) => Promise<void> = async () => {},
): Promise<AsyncGenerator<string>> {
  const head = await reportHead(services, madeBy, filters, Number.POSITIVE_INFINITY);
  return reportLines(services, filters, head, onWritten);
}
