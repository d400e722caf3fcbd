// The auditor's own workspace (docs/roles/auditor.md): onboarding, the client list with its counters, the
// auditor's profile and the private calendar feed; a client's row and detail are the property scope's
// (features/property-scope), which the appointment and certificate answers share. Every query is scoped to the properties
// assigned to the auditor, so another auditor's client answers 404 (docs/rules/access.md, "Someone else's
// record answers 404").
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  type AuditorClientList,
  type AuditorOwnProfile,
  type OnboardingState,
  type auditorClientsQuerySchema,
} from '../../../domain/auditor-workspace.ts';
import type { County } from '../../../domain/counties.ts';
import { pickFields } from '../../../domain/log-details.ts';
import { postcodeOf } from '../../../domain/postcodes.ts';
import type { auditorProfileSchema, onboardingSchema } from '../../../domain/auditors.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { auditorDetails, nameSortKey, profiles, properties, propertySearchText } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { likePattern, dayRangeConditions, isoOrNull } from '../../db/query-helpers.ts';
import { calendarOptions, feed } from '../appointments/index.ts';
import { auditorClientColumns, auditorClientRow } from '../property-scope/index.ts';

type ClientsQuery = z.output<typeof auditorClientsQuerySchema>;
type OnboardingInput = z.output<typeof onboardingSchema>;
type ProfileInput = z.output<typeof auditorProfileSchema>;

// --- Onboarding -------------------------------------------------------------------------------------

function onboardingStateOf(row: typeof auditorDetails.$inferSelect): OnboardingState {
  return {
    status: row.onboardingStatus,
    companyName: row.companyName,
    companyTaxNumber: row.companyTaxNumber,
    companyAddress: row.companyAddress,
    contactEmail: row.contactEmail,
    representativeName: row.representativeName,
    termsAcceptedAt: isoOrNull(row.termsAcceptedAt),
  };
}

/**
 * A missing auditor details record is created with status init (docs/rules/statuses.md, 'Auditor
 * onboarding').
 */
async function detailsOf(executor: Executor, auditorId: string) {
  const read = () => executor.select().from(auditorDetails).where(eq(auditorDetails.auditorId, auditorId));
  const [found] = await read();
  if (found) return found;
  // Inserted only when missing: the insert counts the auditor's active clients (migration 0017).
  await executor.insert(auditorDetails).values({ auditorId }).onConflictDoNothing();
  const [row] = await read();
  if (!row) throw new Error('auditor details missing after insert');
  return row;
}

export async function getOnboarding(services: AppServices, actor: Actor): Promise<OnboardingState> {
  return onboardingStateOf(await detailsOf(services.database.db, actor.userId));
}

/**
 * Company and contact details plus the accepted terms; init -> accepted (docs/roles/auditor.md,
 * 'Onboarding').
 */
export async function completeOnboarding(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  input: OnboardingInput,
): Promise<OnboardingState> {
  const now = services.clock();
  return services.database.db.transaction(async (tx) => {
    const current = await detailsOf(tx, actor.userId);
    const [saved] = await tx
      .update(auditorDetails)
      .set({
        companyName: input.companyName,
        companyTaxNumber: input.companyTaxNumber,
        companyAddress: input.companyAddress,
        // The company address starts with its postcode, the origin of distances in assignment.
        companyPostcode: postcodeOf(input.companyAddress) ?? current.companyPostcode,
        contactEmail: input.contactEmail,
        representativeName: input.representativeName,
        onboardingStatus: 'accepted',
        termsAcceptedAt: current.termsAcceptedAt ?? now,
        updatedAt: now,
      })
      .where(eq(auditorDetails.auditorId, actor.userId))
      .returning();
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'profile_update',
      action: 'Tanúsítói regisztráció befejezve, ÁSZF elfogadva',
      metadata: {
        updatedFields: [
          'companyName',
          'companyTaxNumber',
          'companyAddress',
          'contactEmail',
          'representativeName',
        ],
        newValues: {
          companyName: input.companyName,
          companyTaxNumber: input.companyTaxNumber,
          companyAddress: input.companyAddress,
          contactEmail: input.contactEmail,
          representativeName: input.representativeName,
        },
      },
      at: now,
    });
    return onboardingStateOf(saved!);
  });
}

// --- Client list ------------------------------------------------------------------------------------

const assignedOrCreated = sql<Date>`coalesce(${properties.auditorAssignDate}, ${properties.createdAt})`;
// The workflow order, so sorting by status reads waiting -> scheduled -> done.
const statusOrder = sql`case ${properties.status} when 'auditor_assigned' then 1 when 'appointment_scheduled' then 2 when 'document_uploaded' then 3 else 0 end`;

/**
 * The auditor's client list (docs/roles/auditor.md, 'Client list'): filtered, sorted, counted and paged in
 * the database, so the cost follows the page, not the number of clients.
 */
export async function listAuditorClients(
  services: AppServices,
  actor: Actor,
  query: ClientsQuery,
): Promise<AuditorClientList> {
  const { db } = services.database;
  const mine = eq(properties.auditorId, actor.userId);
  const conditions: SQL[] = [mine];
  if (query.status !== 'all') conditions.push(eq(properties.status, query.status));
  if (query.search) conditions.push(ilike(propertySearchText, likePattern(query.search)));
  conditions.push(...dayRangeConditions(assignedOrCreated, query.dateFrom, query.dateTo));
  const where = and(...conditions);

  const direction = query.direction === 'asc' ? asc : desc;
  const sortColumn = {
    createdAt: properties.createdAt,
    name: nameSortKey(properties.clientName),
    assignDate: assignedOrCreated,
    status: statusOrder,
    appointmentDate: properties.appointmentDate,
  }[query.sort];
  const order = [
    query.sort === 'appointmentDate'
      ? sql`${properties.appointmentDate} ${sql.raw(query.direction)} nulls last`
      : direction(sortColumn),
    direction(properties.id),
  ];
  // The page is chosen on the properties alone (the client's name and e-mail are copied there), then
  // only its rows are joined and checked for a certificate.
  const page = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');

  const [rows, [matching], [stats]] = await Promise.all([
    db
      .select(auditorClientColumns)
      .from(page)
      .innerJoin(properties, eq(properties.id, page.id))
      .innerJoin(profiles, eq(profiles.id, properties.clientId))
      .orderBy(...order),
    db.select({ n: count() }).from(properties).where(where),
    db
      .select({
        totalClients: count(),
        waitingForAppointment: sql<number>`count(*) filter (where ${properties.status} = 'auditor_assigned' and ${properties.appointmentDate} is null)`,
        scheduledAppointments: sql<number>`count(*) filter (where ${properties.status} = 'appointment_scheduled')`,
        completedCertificates: sql<number>`count(*) filter (where ${properties.status} = 'document_uploaded')`,
      })
      .from(properties)
      .where(mine),
  ]);
  const now = services.clock();
  return {
    items: rows.map((row) => auditorClientRow(row, now)),
    total: Number(matching?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    stats: {
      totalClients: Number(stats?.totalClients ?? 0),
      waitingForAppointment: Number(stats?.waitingForAppointment ?? 0),
      scheduledAppointments: Number(stats?.scheduledAppointments ?? 0),
      completedCertificates: Number(stats?.completedCertificates ?? 0),
    },
  };
}

// --- The auditor's own profile and calendar feed -----------------------------------------------------

const newCalendarToken = () => randomBytes(24).toString('base64url');

function calendarUrl(services: AppServices, token: string): string {
  return `${services.config.publicUrl.replace(/^https?:/, 'webcal:')}/api/calendar/${token}.ics`;
}

export async function getAuditorProfile(services: AppServices, actor: Actor): Promise<AuditorOwnProfile> {
  const { db } = services.database;
  let details = await detailsOf(db, actor.userId);
  if (!details.calendarToken) {
    const [updated] = await db
      .update(auditorDetails)
      .set({ calendarToken: newCalendarToken() })
      .where(and(eq(auditorDetails.auditorId, actor.userId), sql`${auditorDetails.calendarToken} is null`))
      .returning();
    details = updated ?? (await detailsOf(db, actor.userId));
  }
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, actor.userId));
  return {
    name: profile?.name ?? actor.name,
    email: details.contactEmail ?? profile?.email ?? actor.email,
    phone: profile?.phone ?? null,
    companyName: details.companyName,
    companyTaxNumber: details.companyTaxNumber,
    companyAddress: details.companyAddress,
    workCapacity: details.workCapacity,
    acceptedCounties: details.acceptedCounties as County[],
    isActive: details.isActive,
    calendarUrl: calendarUrl(services, details.calendarToken!),
  };
}

/** The auditor's profile edit dialog; every change is logged with its old and new values. */
export async function updateAuditorProfile(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  input: ProfileInput,
): Promise<AuditorOwnProfile> {
  const before = await getAuditorProfile(services, actor);
  const now = services.clock();
  const after = {
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    companyName: input.companyName || null,
    companyTaxNumber: input.companyTaxNumber || null,
    companyAddress: input.companyAddress || null,
    workCapacity: input.workCapacity,
    acceptedCounties: input.acceptedCounties,
    isActive: input.isActive,
  };
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  await services.database.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ name: after.name, phone: after.phone, updatedAt: now })
      .where(eq(profiles.id, actor.userId));
    await tx
      .update(auditorDetails)
      .set({
        contactEmail: after.email,
        companyName: after.companyName,
        companyTaxNumber: after.companyTaxNumber,
        companyAddress: after.companyAddress,
        companyPostcode: postcodeOf(after.companyAddress),
        workCapacity: after.workCapacity,
        acceptedCounties: after.acceptedCounties,
        isActive: after.isActive,
        updatedAt: now,
      })
      .where(eq(auditorDetails.auditorId, actor.userId));
    if (changed.length > 0) {
      await recordLog(tx, logger, {
        userId: actor.userId,
        actionType: 'profile_update',
        action: 'Tanúsítói adatok módosítva',
        metadata: {
          updatedFields: changed,
          oldValues: pickFields(before, changed),
          newValues: pickFields(after, changed),
        },
        at: now,
      });
    }
  });
  return getAuditorProfile(services, actor);
}

/** A new feed link; the old one stops working at once. */
export async function renewCalendarLink(services: AppServices, actor: Actor): Promise<AuditorOwnProfile> {
  await detailsOf(services.database.db, actor.userId);
  await services.database.db
    .update(auditorDetails)
    .set({ calendarToken: newCalendarToken() })
    .where(eq(auditorDetails.auditorId, actor.userId));
  return getAuditorProfile(services, actor);
}

/** The private feed: the auditor's scheduled appointments from 30 days ago on. */
export async function calendarFeed(services: AppServices, token: string): Promise<string> {
  const { db } = services.database;
  const [auditor] = await db
    .select({ id: profiles.id, name: profiles.name, email: profiles.email, phone: profiles.phone })
    .from(auditorDetails)
    .innerJoin(profiles, eq(profiles.id, auditorDetails.auditorId))
    .where(eq(auditorDetails.calendarToken, token));
  if (!auditor) throw new AppError('not_found', 404, 'A naptár-link érvénytelen vagy visszavonták.');
  const now = services.clock();
  const rows = await db
    .select({
      property: properties,
      clientName: profiles.name,
      clientEmail: profiles.email,
      clientPhone: profiles.phone,
    })
    .from(properties)
    .innerJoin(profiles, eq(profiles.id, properties.clientId))
    .where(
      and(
        eq(properties.auditorId, auditor.id),
        eq(properties.status, 'appointment_scheduled'),
        gte(properties.appointmentDate, new Date(now.getTime() - 30 * 86_400_000)),
      ),
    )
    .orderBy(asc(properties.appointmentDate));
  return feed(
    rows.map(({ property, clientName, clientEmail, clientPhone }) => ({
      propertyId: property.id,
      // The feed shows the current version; calendars replace events by UID.
      sequence: Math.max(0, property.appointmentSequence - 1),
      start: property.appointmentDate!,
      address: property.address,
      clientName,
      clientEmail,
      clientPhone: property.contactPerson?.phone ?? clientPhone,
      auditorName: auditor.name,
      auditorPhone: auditor.phone,
      auditorEmail: auditor.email,
      status: 'CONFIRMED' as const,
    })),
    { ...calendarOptions(services), name: `Felmérések – ${auditor.name}` },
  );
}
