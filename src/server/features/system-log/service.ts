// The system log (docs/roles/admin-light.md, 'System log'): the events filtered in the database and paged by
// (timestamp, id) keys, so a page costs an index range scan however far the list is scrolled; the ten
// statistics read from the days' counts of migration 0054 and the people's latest days of migration 0047, or,
// for a search, counted from the events through the covering indexes of migration 0024.
import { and, asc, desc, eq, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';
import { isUuid } from '../../../domain/list-query.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  LOG_COUNT_CAP,
  LOG_STATISTIC_TYPES,
  type SystemLogEntry,
  type SystemLogPage,
  type SystemLogStatistics,
  type systemLogQuerySchema,
} from '../../../domain/system-log.ts';
import { budapestDayRange } from '../../../domain/time.ts';
import { roles } from '../../auth/access.ts';
import { profiles, userLogDayCounts, userLogLastDays, userLogs } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import {
  containsText,
  countMatches,
  dayRangeConditions,
  exactTimeOf,
  type Counted,
} from '../../db/query-helpers.ts';
import { AppError } from '../../platform/errors.ts';
import { logNamesOf, lookUpLogNames } from './names.ts';
import type { AppServices } from '../../services.ts';

/** Admin Light alone reads and downloads the system log (docs/rules/access.md). */
export const LOG_READERS = roles('admin_light');

type ListQuery = z.output<typeof systemLogQuerySchema>;

export interface LogFilters {
  search?: string | undefined;
  actionType: ListQuery['actionType'];
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** The people a log search looks through (any role), apart from the list's own join to profiles. */
const SEARCHED = 'searched';
const searched = alias(profiles, SEARCHED);

/**
 * The search's two halves (decision 0023). The action and its details, through their trigram index; or the
 * person, by name or e-mail (any role), as a semi-join that the planner may start from either side: from the
 * few people a rare name or an address finds, through the log's user index; or, for a name thousands share,
 * from the newest events, looking each one's person up by key, until the page or the capped count is full.
 * (The matching people's ids in an array, compared with each event one by one, cost 0.5 s at a million
 * clients.)
 */
function textMatch(search: string): SQL {
  return containsText(sql`lower(${userLogs.action} || ' ' || coalesce(${userLogs.details}, ''))`, search);
}

function personMatch(search: string): SQL {
  return sql`exists (select 1 from ${profiles} as ${sql.identifier(SEARCHED)} where ${searched.id} = ${userLogs.userId} and ${containsText(sql`lower(${searched.name} || ' ' || ${searched.email})`, search)})`;
}

/** Every condition but the search's. */
function filterConditions(filters: Omit<LogFilters, 'search'>): SQL[] {
  const conditions: SQL[] = [];
  if (filters.actionType !== 'all') conditions.push(eq(userLogs.actionType, filters.actionType));
  // dateTo reaches to the end of that (Budapest) day (docs/product.md, 'Today, last 7 days and this week').
  conditions.push(...dayRangeConditions(userLogs.timestamp, filters.dateFrom, filters.dateTo));
  return conditions;
}

export function logConditions(filters: LogFilters): SQL | undefined {
  const conditions = filterConditions(filters);
  if (filters.search) conditions.push(or(textMatch(filters.search), personMatch(filters.search))!);
  return conditions.length ? and(...conditions) : undefined;
}

/** The person's name, or their e-mail, or 'Ismeretlen felhasználó'. */
export const userNameColumn = sql<string>`coalesce(nullif(${profiles.name}, ''), nullif(${profiles.email}, ''), ${UNKNOWN_USER_LABEL})`;

const exactTime = exactTimeOf(userLogs.timestamp);

export const entryColumns = {
  id: userLogs.id,
  userId: userLogs.userId,
  userName: userNameColumn,
  action: userLogs.action,
  actionType: userLogs.actionType,
  timestamp: userLogs.timestamp,
  exactTime,
  details: userLogs.details,
  metadata: userLogs.metadata,
};

type EntryRow = {
  id: string;
  userId: string | null;
  userName: string;
  action: string;
  actionType: SystemLogEntry['actionType'];
  timestamp: Date;
  details: string | null;
  metadata: Record<string, unknown> | null;
};

/** A row as the API answers it, with the names its ids need out of those looked up for its page. */
export const entryOf = (row: EntryRow, names: ReadonlyMap<string, string>): SystemLogEntry => ({
  id: row.id,
  userId: row.userId,
  userName: row.userName,
  action: row.action,
  actionType: row.actionType,
  timestamp: row.timestamp.toISOString(),
  details: row.details,
  metadata: row.metadata,
  names: logNamesOf(row.metadata, names),
});

interface Cursor {
  time: string;
  id: string;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(`${cursor.time}|${cursor.id}`, 'utf8').toString('base64url');

function decodeCursor(value: string): Cursor {
  const [time, id, extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !time || !id || !CURSOR_TIME.test(time) || !isUuid(id))
    throw new AppError('validation_error', 400, MESSAGES.systemLog.invalidCursor);
  return { time, id };
}

/**
 * Rows after the cursor in the list's order. A row comparison, not (t < x or (t = x and id < y)): the
 * btree on (timestamp, id) starts its range scan at the cursor.
 */
export function afterCursor(cursor: Cursor, direction: 'asc' | 'desc'): SQL {
  const beyond = sql.raw(direction === 'desc' ? '<' : '>');
  return sql`(${userLogs.timestamp}, ${userLogs.id}) ${beyond} (${cursor.time}::timestamptz, ${cursor.id}::uuid)`;
}

export const logOrder = (direction: 'asc' | 'desc') =>
  direction === 'desc'
    ? [desc(userLogs.timestamp), desc(userLogs.id)]
    : [asc(userLogs.timestamp), asc(userLogs.id)];

/**
 * A search's halves, each to be read on its own (decision 0023: an OR of the two would test every event
 * against both); without a search, one half that asks nothing.
 */
export const searchHalves = (search: string | undefined): (SQL | undefined)[] =>
  search ? [textMatch(search), personMatch(search)] : [undefined];

/** The ids of the events `where` and each half find, one query per half, for countMatches. */
export const halfIds = (db: Db, where: SQL | undefined, halves: readonly (SQL | undefined)[]) =>
  halves.map((half) => db.select({ id: userLogs.id }).from(userLogs).where(and(where, half)).$dynamic());

/**
 * The condition that picks a page: the `limit` events after the first `offset` in the direction's order that
 * `where` and a half find, their keys read from the log's indexes, so only the page's own rows are fetched and
 * joined to their person (the bank's client activity's page 400 joined 10,000 events: decision 0023, the ninth
 * round). With two halves, each half's first offset + limit, and the page out of their union.
 */
export function pageOf(
  db: Db,
  where: SQL | undefined,
  halves: readonly (SQL | undefined)[],
  direction: 'asc' | 'desc',
  { offset = 0, limit }: { offset?: number; limit: number },
): SQL {
  const order = logOrder(direction);
  const [only] = halves;
  if (halves.length === 1) {
    const ids = db
      .select({ id: userLogs.id })
      .from(userLogs)
      .where(and(where, only))
      .orderBy(...order);
    return sql`${userLogs.id} in (${ids.limit(limit).offset(offset)})`;
  }
  const union = sql.join(
    halves.map((half) =>
      db
        .select({ id: userLogs.id, timestamp: userLogs.timestamp })
        .from(userLogs)
        .where(and(where, half))
        .orderBy(...order)
        .limit(offset + limit),
    ),
    sql` union `,
  );
  const way = sql.raw(direction);
  return sql`${userLogs.id} in (select "id" from (${union}) as matching order by "timestamp" ${way}, "id" ${way} limit ${limit} offset ${offset})`;
}

export async function listSystemLog(services: AppServices, query: ListQuery): Promise<SystemLogPage> {
  const { db } = services.database;
  const cursor = query.cursor ? afterCursor(decodeCursor(query.cursor), query.direction) : undefined;
  const search = query.search;
  const filters = and(...filterConditions(query));
  const halves = searchHalves(search);
  const readPage = () =>
    db
      .select(entryColumns)
      .from(userLogs)
      .leftJoin(profiles, eq(profiles.id, userLogs.userId))
      .where(pageOf(db, and(filters, cursor), halves, query.direction, { limit: query.limit + 1 }))
      .orderBy(...logOrder(query.direction));
  // Counted up to the cap: an exact count of a common search would read most of the table. A search either
  // half of which the planner expects more than the cap of is not counted at all (as the client lists,
  // countWhere): the events of 12,500 people named "Kovács Anna" cost 57 ms to count to 1,000.
  const count = () => countMatches(db, halfIds(db, filters, halves), { search, cap: LOG_COUNT_CAP });
  // A search's first page that holds every match is its own total: the people are looked up once, not
  // twice. Without a search the two run side by side.
  let rows: Awaited<ReturnType<typeof readPage>>;
  let total: Counted;
  if (search) {
    rows = await readPage();
    total =
      !query.cursor && rows.length <= query.limit ? { total: rows.length, capped: false } : await count();
  } else [rows, total] = await Promise.all([readPage(), count()]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const names = await lookUpLogNames(
    db,
    page.map((row) => row.metadata),
  );
  return {
    items: page.map((row) => entryOf(row, names)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ time: last.exactTime, id: last.id }) : null,
    total: total.total,
    isTotalCapped: total.capped,
    isTotalEstimated: total.estimated ?? false,
  };
}

/**
 * The ten statistics for the filters: the events by type, and the distinct people, side by side. Without a
 * search, the events are the sum of the range's days from the table the log's triggers keep (migration
 * 0054; 30 days at a million clients counted from the events' index: 97 / 146-167 ms p50 / p95, decision
 * 0023); a search counts its events, an index scan of the range. A range that reaches the present (no
 * event after its end) counts the people whose latest day of that event type is in it, from the table of
 * migration 0047; any other range counts the distinct people among its events, a hash of every event
 * (30 days at a million clients: 126 / 141 ms p50 / p95 against 8 / 9 ms, decision 0023).
 */
export async function systemLogStatistics(
  services: AppServices,
  filters: LogFilters,
): Promise<SystemLogStatistics> {
  const [byType, uniqueUsers] = await Promise.all([
    countEvents(services, filters),
    countPeople(services, filters),
  ]);
  const counts = new Map(byType.map((row) => [row.actionType, Number(row.n)]));
  const countOf = (type: string) => counts.get(type) ?? 0;
  return {
    registrations: countOf(LOG_STATISTIC_TYPES.registrations),
    logins: countOf(LOG_STATISTIC_TYPES.logins),
    logouts: countOf(LOG_STATISTIC_TYPES.logouts),
    certificateOrders: countOf(LOG_STATISTIC_TYPES.certificateOrders),
    appointments: countOf(LOG_STATISTIC_TYPES.appointments),
    certificateUploads: countOf(LOG_STATISTIC_TYPES.certificateUploads),
    profileUpdates: countOf(LOG_STATISTIC_TYPES.profileUpdates),
    adminActions: countOf(LOG_STATISTIC_TYPES.adminActions),
    uniqueUsers,
    totalEvents: byType.reduce((sum, row) => sum + Number(row.n), 0),
  };
}

/** The events of the filters by type. */
async function countEvents(
  services: AppServices,
  filters: LogFilters,
): Promise<{ actionType: string; n: number }[]> {
  const { db } = services.database;
  if (filters.search)
    return db
      .select({ actionType: userLogs.actionType, n: sql<number>`count(*)::int` })
      .from(userLogs)
      .where(logConditions(filters))
      .groupBy(userLogs.actionType);
  const days = userLogDayCounts;
  return db
    .select({ actionType: days.actionType, n: sql<number>`sum(${days.events})::bigint` })
    .from(days)
    .where(
      and(
        filters.actionType === 'all' ? undefined : eq(days.actionType, filters.actionType),
        filters.dateFrom ? gte(days.day, filters.dateFrom) : undefined,
        filters.dateTo ? lte(days.day, filters.dateTo) : undefined,
      ),
    )
    .groupBy(days.actionType);
}

/** Whether the people of the filters are those whose latest day is in the range: no search, no later event. */
async function reachesThePresent(services: AppServices, filters: LogFilters): Promise<boolean> {
  if (filters.search) return false;
  const { toExclusive } = budapestDayRange(filters.dateFrom, filters.dateTo);
  if (!toExclusive) return true;
  const later = await services.database.db
    .select({ id: userLogs.id })
    .from(userLogs)
    .where(gte(userLogs.timestamp, toExclusive))
    .limit(1);
  return later.length === 0;
}

async function countPeople(services: AppServices, filters: LogFilters): Promise<number> {
  const { db } = services.database;
  if (await reachesThePresent(services, filters)) {
    const [kept] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(userLogLastDays)
      .where(
        and(
          eq(userLogLastDays.actionType, filters.actionType),
          filters.dateFrom ? gte(userLogLastDays.lastDay, filters.dateFrom) : undefined,
        ),
      );
    return Number(kept?.n ?? 0);
  }
  const [people] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .selectDistinct({ userId: userLogs.userId })
      .from(userLogs)
      .where(and(logConditions(filters), isNotNull(userLogs.userId)))
      .as('people'),
  );
  return Number(people?.n ?? 0);
}
