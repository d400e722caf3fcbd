// The operator's view of clients (docs/roles/portal-admin.md): dashboard counters, the client list
// filtered, sorted, counted and paged in the database, and the client sheet.
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  ACTIVE_STATUSES,
  type AdminClientList,
  type AdminClientRow,
  type AdminClientSheet,
  type CouponProgress,
  type PropertyClient,
  type adminClientsQuerySchema,
} from '../../../domain/admin.ts';
import { certificateValidUntil } from '../../../domain/certificate-validity.ts';
import { OVERDUE_AFTER_DAYS } from '../../../domain/constants.ts';
import { isPropertyStatus, PROPERTY_STATUSES } from '../../../domain/statuses.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { startOfBudapestDay } from '../../../domain/time.ts';
import {
  auditorDetails,
  coupons,
  documents,
  nameSortKey,
  profiles,
  properties,
  ratings,
} from '../../db/schema.ts';
import { roles } from '../../auth/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import {
  containsText,
  likePattern,
  dayRangeConditions,
  iso,
  isoOrNull,
  countedPage,
  countWhere,
  type Counted,
} from '../../db/query-helpers.ts';
import type { Db } from '../../db/client.ts';
import { keptClientTotal } from '../../db/totals.ts';
import { documentView, LISTED_CLIENTS, listedClientRow } from '../property-scope/index.ts';

/** The client list, its sheet and its exports: the portal admin's and Admin Light's (docs/rules/access.md). */
export const CLIENT_READERS = roles('portal_admin', 'admin_light');

type ClientsQuery = z.output<typeof adminClientsQuerySchema>;

/** The list's filters and sort without its page: what the exports print. */
export type ClientsFilter = Omit<ClientsQuery, 'page' | 'pageSize'>;

/** A client's auditor, joined as `properties.auditor_id` names them. */
export const auditor = alias(profiles, 'auditor');

/** What both exports print of a client, their property and its auditor; each adds its own columns. */
export const exportedClientColumns = {
  displayNumber: profiles.displayNumber,
  name: profiles.name,
  email: profiles.email,
  phone: profiles.phone,
  clientAddress: profiles.address,
  registrationDate: profiles.registrationDate,
  propertyAddress: properties.address,
  area: properties.area,
  status: properties.status,
  orderedAt: properties.orderedAt,
  auditorName: auditor.name,
};

/**
 * Needs an appointment and more than 3 Budapest days passed since the assignment (docs/rules/statuses.md,
 * 'Needs appointment and overdue').
 */
export function overdueCondition(now: Date): SQL {
  return sql`${properties.status} = 'auditor_assigned' and ${properties.appointmentDate} is null and coalesce(${properties.auditorAssignDate}, ${properties.createdAt}) < ${startOfBudapestDay(now, -OVERDUE_AFTER_DAYS)}`;
}

/** The appointment's time has passed and no certificate is uploaded yet. */
export function appointmentPassedCondition(now: Date): SQL {
  return sql`${properties.status} = 'appointment_scheduled' and ${properties.appointmentDate} < ${now}`;
}

/** A property in active work whose auditor is set inactive (they keep their clients). */
export const inactiveAuditorCondition = sql`${properties.status} in ('auditor_assigned', 'appointment_scheduled') and exists (select 1 from ${auditorDetails} where ${auditorDetails.auditorId} = ${properties.auditorId} and not ${auditorDetails.isActive})`;

const rowColumns = (now: Date) => ({
  client: profiles,
  property: properties,
  auditorName: auditor.name,
  isOverdue: sql<boolean>`coalesce(${overdueCondition(now)}, false)`,
});

type RowSource = {
  client: typeof profiles.$inferSelect;
  property: typeof properties.$inferSelect | null;
  auditorName: string | null;
  isOverdue: boolean;
};

function rowOf({ client, property, auditorName, isOverdue }: RowSource): AdminClientRow {
  return {
    ...listedClientRow(client, property),
    orderDate: isoOrNull(property?.orderedAt ?? null),
    auditorId: property?.auditorId ?? null,
    auditorName,
    auditorAssignDate: isoOrNull(property?.auditorAssignDate ?? null),
    appointmentDate: isoOrNull(property?.appointmentDate ?? null),
    couponCode: property?.couponCode ?? null,
    contactPerson: property?.contactPerson ?? null,
    isOverdue: Boolean(isOverdue),
  };
}

/**
 * The list's filters, shared by the list and the export. They read the client's profile alone:
 * the property's listed fields are copied there (decision 0009), so every filter has an index.
 */
export function clientConditions(
  query: Omit<ClientsQuery, 'sort' | 'direction' | 'page' | 'pageSize'>,
  now: Date,
): SQL {
  const conditions: SQL[] = [LISTED_CLIENTS];
  // The active statuses are the middle of the process: a range of the status sort's index (migration 0037).
  if (query.status === 'active')
    conditions.push(
      between(
        profiles.propertyStatusRank,
        PROPERTY_STATUSES.indexOf(ACTIVE_STATUSES[0]),
        PROPERTY_STATUSES.indexOf(ACTIVE_STATUSES[ACTIVE_STATUSES.length - 1]!),
      ),
    );
  else if (query.status === 'overdue')
    conditions.push(
      eq(profiles.propertyStatus, 'auditor_assigned'),
      sql`exists (select 1 from ${properties} where ${properties.clientId} = ${profiles.id} and ${overdueCondition(now)})`,
    );
  // The appointment's time is on the profile while the property waits for it (appointment_scheduled,
  // migration 0045), so it alone says so: beside the status the planner would take the two for independent
  // and expect a fifth of the rows. 'is not null' names the partial index.
  else if (query.status === 'appointment_passed')
    conditions.push(isNotNull(profiles.propertyAppointmentDate), lt(profiles.propertyAppointmentDate, now));
  else if (query.status === 'inactive_auditor')
    conditions.push(
      inArray(profiles.propertyStatus, ['auditor_assigned', 'appointment_scheduled']),
      sql`exists (select 1 from ${properties} where ${properties.clientId} = ${profiles.id} and ${inactiveAuditorCondition})`,
    );
  else if (query.status !== 'all') conditions.push(eq(profiles.propertyStatus, query.status));
  if (query.search) conditions.push(containsText(profiles.searchText, query.search));
  if (query.couponCode) conditions.push(ilike(profiles.propertyCouponCode, likePattern(query.couponCode)));
  conditions.push(...dayRangeConditions(profiles.registrationDate, query.dateFrom, query.dateTo));
  return and(...conditions)!;
}

/** Whether any filter narrows the list (then the export is the 'riport'). */
export function isFiltered(query: Omit<ClientsQuery, 'sort' | 'direction' | 'page' | 'pageSize'>): boolean {
  return Boolean(
    query.search || query.couponCode || query.dateFrom || query.dateTo || query.status !== 'all',
  );
}

/**
 * The list's sort, on the profile's columns; each has an index in its order. The status sorts in the
 * process order (new … document_uploaded); empty order dates and auditors come last in both
 * directions. `reverse` gives the exact opposite order (empty values first), which the same indexes serve
 * read backwards: a deep page is read from the far end (pageWindow).
 */
export function clientOrder(
  query: Pick<ClientsQuery, 'sort' | 'direction'> & { status?: ClientsQuery['status'] },
  reverse = false,
): SQL[] {
  const ascending = (query.direction === 'asc') !== reverse;
  const direction = ascending ? asc : desc;
  const nullsLast = (column: SQL | AnyPgColumn) =>
    sql`${column} ${sql.raw(ascending ? 'asc' : 'desc')} nulls ${sql.raw(reverse ? 'first' : 'last')}`;
  switch (query.sort) {
    case 'name':
      return [direction(nameSortKey(profiles.name)), direction(profiles.id)];
    case 'email':
      return [direction(profiles.email), direction(profiles.id)];
    case 'status': {
      const then = [direction(profiles.registrationDate), direction(profiles.id)];
      // Filtered to one status the rank is the same on every row: the registration index orders them.
      const oneStatus = query.status !== undefined && query.status !== 'all' && query.status !== 'active';
      return oneStatus ? then : [direction(profiles.propertyStatusRank), ...then];
    }
    case 'orderDate':
      return [nullsLast(profiles.propertyOrderedAt), direction(profiles.id)];
    case 'auditorName':
      return [nullsLast(nameSortKey(profiles.propertyAuditorName)), direction(profiles.id)];
    case 'registrationDate':
      return [direction(profiles.registrationDate), direction(profiles.id)];
  }
}

/**
 * The list's total: kept by the writes when only the status narrows it (decision 0023), else counted up to
 * COUNT_CAP.
 */
function countClients(db: Db, query: ClientsQuery, where: SQL): Promise<Counted> {
  const statusOnly = !query.search && !query.couponCode && !query.dateFrom && !query.dateTo;
  if (statusOnly && query.status === 'all') return keptClientTotal(db, 'all');
  if (statusOnly && query.status === 'active') return keptClientTotal(db, ACTIVE_STATUSES);
  if (statusOnly && isPropertyStatus(query.status)) return keptClientTotal(db, [query.status]);
  return countWhere(db, profiles, where, { search: query.search });
}

/** Clients with their property and auditor: the rows of the list and the sheet. */
function selectClients(services: AppServices, now: Date) {
  return services.database.db
    .select(rowColumns(now))
    .from(profiles)
    .leftJoin(properties, eq(properties.clientId, profiles.id))
    .leftJoin(auditor, eq(auditor.id, properties.auditorId));
}

export async function listAdminClients(services: AppServices, query: ClientsQuery): Promise<AdminClientList> {
  const { db } = services.database;
  const now = services.clock();
  const where = clientConditions(query, now);
  const { total, capped, estimated, rows } = await countedPage(
    query.page,
    query.pageSize,
    () => countClients(db, query, where),
    (window) => {
      // The page is chosen on the profiles alone; only its rows are joined to their property and auditor.
      const page = db
        .select({ id: profiles.id })
        .from(profiles)
        .where(where)
        .orderBy(...clientOrder(query, window.reverse))
        .limit(window.limit)
        .offset(window.offset)
        .as('page');
      return selectClients(services, now)
        .innerJoin(page, eq(page.id, profiles.id))
        .orderBy(...clientOrder(query));
    },
  );
  return {
    items: rows.map(rowOf),
    total,
    isTotalCapped: capped,
    isTotalEstimated: estimated === true,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The coupon progress, for the whole programme: its own request, as it reads every coupon and
 * property (about 40 ms with 100,000 of each) and no filter of the list changes it.
 */
export async function getCouponProgress(services: AppServices): Promise<CouponProgress> {
  const { db } = services.database;
  const [[issued], [progress]] = await Promise.all([
    db.select({ n: count() }).from(coupons),
    // used = status not new, done = document_uploaded; counted on the properties, so an erased client's
    // order (kept for the records) still counts.
    db
      .select({
        used: sql<number>`count(*) filter (where ${properties.status} <> 'new')`,
        done: sql<number>`count(*) filter (where ${properties.status} = 'document_uploaded')`,
      })
      .from(properties),
  ]);
  return {
    issued: Number(issued?.n ?? 0),
    used: Number(progress?.used ?? 0),
    done: Number(progress?.done ?? 0),
  };
}

/** The client sheet: everything about one client on one answer. */
/**
 * The client of a property, for a /property/{id} link an administrator opens (docs/roles/portal-admin.md,
 * 'Client list'); 404 when there is no such property or its client is erased, as the sheet would answer.
 */
export async function getPropertyClient(services: AppServices, propertyId: string): Promise<PropertyClient> {
  const [row] = await services.database.db
    .select({ clientId: profiles.id, name: profiles.name })
    .from(properties)
    .innerJoin(profiles, eq(profiles.id, properties.clientId))
    .where(and(eq(properties.id, propertyId), eq(profiles.role, 'client'), isNull(profiles.erasedAt)));
  if (!row) throw new AppError('not_found', 404, MESSAGES.clients.notFound);
  return row;
}

export async function getAdminClientSheet(
  services: AppServices,
  clientId: string,
): Promise<AdminClientSheet> {
  const { db } = services.database;
  const now = services.clock();
  const [row] = await selectClients(services, now).where(
    and(eq(profiles.id, clientId), eq(profiles.role, 'client'), isNull(profiles.erasedAt)),
  );
  if (!row) throw new AppError('not_found', 404, MESSAGES.clients.notFound);
  const property = row.property;
  const [docs, auditorRows, ratingRows] = await Promise.all([
    property
      ? db
          .select()
          .from(documents)
          .where(eq(documents.propertyId, property.id))
          .orderBy(desc(documents.uploadedAt))
      : Promise.resolve([]),
    property?.auditorId
      ? db
          .select({
            id: profiles.id,
            name: profiles.name,
            email: profiles.email,
            phone: profiles.phone,
            companyName: auditorDetails.companyName,
          })
          .from(profiles)
          .leftJoin(auditorDetails, eq(auditorDetails.auditorId, profiles.id))
          .where(eq(profiles.id, property.auditorId))
      : Promise.resolve([]),
    property
      ? db
          .select({ stars: ratings.stars, comment: ratings.comment })
          .from(ratings)
          .where(eq(ratings.propertyId, property.id))
      : Promise.resolve([]),
  ]);
  const certificate = docs.find((d) => d.type === 'certificate');
  return {
    ...rowOf(row),
    profileAddress: row.client.address,
    county: property?.county ?? null,
    auditorFirstcallDate: isoOrNull(property?.auditorFirstcallDate ?? null),
    auditor: auditorRows[0] ?? null,
    certificate: certificate ? documentView(certificate) : null,
    certificateValidUntil: certificate ? iso(certificateValidUntil(certificate.uploadedAt)) : null,
    documents: docs.map(documentView),
    rating: ratingRows[0] ?? null,
  };
}
