// The bank's client activity (docs/roles/bank-staff.md, 'Client activity'): the system log's rows
// narrowed to the clients' own events (never staff's or auditors'), with the screen's type groups and
// periods, paged newest first. The search, the columns and the keyset order are the system log's
// (system-log/service.ts).
import { and, eq, gte, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVITY_GROUP_TYPES,
  ACTIVITY_PERIOD_DAYS_BACK,
  CONTACT_FIELDS,
  activityGroupOf,
  type ActivityGroup,
  type ClientActivityEntry,
  type ClientActivityPage,
  type clientActivityExportQuerySchema,
  type clientActivityQuerySchema,
} from '../../../domain/client-activity.ts';
import { startOfBudapestDay } from '../../../domain/time.ts';
import { roles } from '../../auth/access.ts';
import { countedPage, countMatches } from '../../db/query-helpers.ts';
import { profiles, userLogs } from '../../db/schema.ts';
import type { AppServices } from '../../services.ts';
import {
  entryColumns,
  entryOf,
  halfIds,
  logOrder,
  lookUpLogNames,
  pageOf,
  searchHalves,
} from '../system-log/index.ts';

/** The clients' activity is the bank's (docs/rules/access.md, 'Route sets by role'). */
export const ACTIVITY_READERS = roles('bank_admin');

export type ActivityFilters = z.output<typeof clientActivityExportQuerySchema>;
type ListQuery = z.output<typeof clientActivityQuerySchema>;

/**
 * A client's event, as the log's row trigger marked it (migration 0055): its person has the client role
 * (an erased client's kept profile keeps it), or, a client erased entirely, the erasure's own row without a
 * person, whose metadata names the role; their earlier rows lost person and details and are nobody's. The
 * column, not a join to each event's person, so a total is read from the log's index alone (decision 0023).
 */
const isClientEvent = sql`${userLogs.clientEvent}`;

const touchesContactFields = sql`coalesce(jsonb_exists_any(${userLogs.metadata}->'updatedFields', array[${sql.join(
  CONTACT_FIELDS.map((field) => sql`${field}`),
  sql`, `,
)}]::text[]), false)`;

function groupCondition(group: ActivityGroup): SQL {
  const types = ACTIVITY_GROUP_TYPES[group];
  if (group === 'contact') return and(eq(userLogs.actionType, 'profile_update'), touchesContactFields)!;
  if (group === 'data')
    return or(
      inArray(
        userLogs.actionType,
        types.filter((type) => type !== 'profile_update'),
      ),
      and(eq(userLogs.actionType, 'profile_update'), not(touchesContactFields)),
    )!;
  return inArray(userLogs.actionType, [...types]);
}

/** Every condition but the search's, which the list and the export read by halves (searchHalves). */
export function activityConditions(filters: ActivityFilters, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [isClientEvent];
  if (filters.group !== 'all') conditions.push(groupCondition(filters.group));
  const daysBack = ACTIVITY_PERIOD_DAYS_BACK[filters.period];
  if (daysBack !== null) conditions.push(gte(userLogs.timestamp, startOfBudapestDay(now, -daysBack)));
  return and(...conditions)!;
}

export const activityColumns = {
  ...entryColumns,
  email: profiles.email,
  erasedAt: profiles.erasedAt,
};

type ActivityRow = Parameters<typeof entryOf>[0] & { email: string | null; erasedAt: Date | null };

export const activityEntryOf = (
  row: ActivityRow,
  names: ReadonlyMap<string, string>,
): ClientActivityEntry => ({
  ...entryOf(row, names),
  userEmail: row.email && !row.erasedAt ? row.email : null,
  group: activityGroupOf(row.actionType, row.metadata),
});

export const selectActivity = (services: AppServices) =>
  services.database.db
    .select(activityColumns)
    .from(userLogs)
    .leftJoin(profiles, eq(profiles.id, userLogs.userId));

/**
 * A page of the clients' events, newest first, counted up to 10,000 as the client lists are (decision 0023,
 * the eighth round: an exact count of every client event cost 148 ms p95 at 100,000 clients, 290,000 events).
 * The system log's search (the action and its details, or the person's name or e-mail), each half read on
 * its own (the ninth round: as one OR, the person's half read all 111,227 "kovács" profiles on every
 * request, 719 / 1,736 ms p50 / p95 at a million clients).
 */
export async function listClientActivity(
  services: AppServices,
  query: ListQuery,
): Promise<ClientActivityPage> {
  const { db } = services.database;
  const where = activityConditions(query, services.clock());
  const search = query.search || undefined;
  const halves = searchHalves(search);
  const { total, capped, estimated, rows } = await countedPage(
    query.page,
    query.pageSize,
    () => countMatches(db, halfIds(db, where, halves), { search }),
    async (window) => {
      const direction = window.reverse ? 'asc' : 'desc';
      const page = await selectActivity(services)
        .where(pageOf(db, where, halves, direction, window))
        .orderBy(...logOrder(direction));
      return window.reverse ? page.reverse() : page;
    },
  );
  const names = await lookUpLogNames(
    db,
    rows.map((row) => row.metadata),
  );
  return {
    items: rows.map((row) => activityEntryOf(row, names)),
    total,
    isTotalCapped: capped,
    isTotalEstimated: estimated ?? false,
    page: query.page,
    pageSize: query.pageSize,
  };
}
