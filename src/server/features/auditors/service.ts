// Auditor management for the operator (docs/roles/portal-admin.md, 'Auditors'): the list, the 3-step
// create wizard with a set-password link, the edit form and the detail statistics from real data.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, avg, count, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  AdminAuditorDetail,
  AdminAuditorEmailCheckResult,
  AdminAuditorRow,
  adminAuditorEmailCheckSchema,
  adminAuditorCreateSchema,
  adminAuditorsQuerySchema,
  adminAuditorUpdateSchema,
  AuditorPerformance,
} from '../../../domain/admin.ts';
import { auditorDisplayId } from '../../../domain/display-ids.ts';
import { toTenth } from '../../../domain/format.ts';
import { pickFields } from '../../../domain/log-details.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { joinAddress, postcodeOf, splitAddress } from '../../../domain/postcodes.ts';
import { ONBOARDING_STATUSES } from '../../../domain/statuses.ts';
import { budapestMonth, shiftMonth } from '../../../domain/time.ts';
import { checkAccess, roles } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import type { Executor } from '../../db/client.ts';
import {
  auditorDetails,
  documents,
  nameSortKey,
  profiles,
  properties,
  ratings,
  user,
  verification,
} from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { createAuditor } from '../../seed/factories.ts';
import type { AppServices } from '../../services.ts';
import { budapestMonthOf, dayRangeConditions, iso, likePattern } from '../../db/query-helpers.ts';
import { fullName } from '../../../domain/person-name.ts';
import { UNKNOWN_CLIENT } from '../../../domain/person-name.ts';

/** The portal admin and Admin Light create and edit auditors (docs/rules/access.md). */
export const AUDITOR_MANAGERS = roles('portal_admin', 'admin_light');

type AuditorsQuery = z.output<typeof adminAuditorsQuerySchema>;
type AuditorCreate = z.output<typeof adminAuditorCreateSchema>;
type AuditorUpdate = z.output<typeof adminAuditorUpdateSchema>;
type AuditorEmailCheck = z.output<typeof adminAuditorEmailCheckSchema>;

/** The set-password link in AUDITOR_REGISTRATION stays valid for a week. */
const SET_PASSWORD_LINK_TTL_MS = 7 * 86_400_000;
const client = alias(profiles, 'client');
const notFound = () => new AppError('not_found', 404, MESSAGES.auditors.notFound);

// Kept on the auditor's details by the writes (migration 0042, decision 0023): the list sorts 1,000 auditors by
// them without counting a million properties and 150,000 ratings on each request.
const totalClients = sql<number>`${auditorDetails.totalClients}`;
const averageRating = sql<
  string | null
>`case when ${auditorDetails.ratingCount} > 0 then ${auditorDetails.ratingSum}::numeric / ${auditorDetails.ratingCount} end`;
const ratingCount = sql<number>`${auditorDetails.ratingCount}`;

const rowColumns = {
  profile: profiles,
  details: auditorDetails,
  totalClients,
  averageRating,
  ratingCount,
};

type RowSource = {
  profile: typeof profiles.$inferSelect;
  details: typeof auditorDetails.$inferSelect;
  totalClients: number;
  averageRating: string | null;
  ratingCount: number;
};

function rowOf(r: RowSource): AdminAuditorRow {
  return {
    id: r.profile.id,
    displayId: auditorDisplayId(r.profile.displayNumber),
    name: r.profile.name,
    email: r.profile.email,
    phone: r.profile.phone,
    companyName: r.details.companyName,
    companyAddress: r.details.companyAddress,
    totalClients: Number(r.totalClients),
    activeClients: r.details.activeClients,
    workCapacity: r.details.workCapacity,
    acceptedCounties: r.details.acceptedCounties,
    certifications: r.details.certifications,
    isActive: r.details.isActive,
    onboardingStatus: r.details.onboardingStatus,
    registrationDate: iso(r.profile.registrationDate),
    averageRating: r.averageRating === null ? null : toTenth(Number(r.averageRating)),
    ratingCount: Number(r.ratingCount),
  };
}

const selectAuditors = (services: AppServices) =>
  services.database.db
    .select(rowColumns)
    .from(profiles)
    .innerJoin(auditorDetails, eq(auditorDetails.auditorId, profiles.id));

/** The onboarding's process order, not the alphabet of the stored values. */
const onboardingRank = sql`case ${auditorDetails.onboardingStatus} ${sql.join(
  ONBOARDING_STATUSES.map((status, rank) => sql`when ${status} then ${rank}`),
  sql` `,
)} end`;

/** A column without a value (no rating yet) sorts last in both directions. */
function auditorOrder(sort: AuditorsQuery['sort'], direction: 'asc' | 'desc'): SQL {
  const column: SQL | AnyPgColumn = {
    name: nameSortKey(profiles.name),
    totalClients,
    workCapacity: auditorDetails.workCapacity,
    isActive: auditorDetails.isActive,
    onboardingStatus: onboardingRank,
    registrationDate: profiles.registrationDate,
    averageRating,
  }[sort];
  return direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
}

export async function listAdminAuditors(services: AppServices, query: AuditorsQuery) {
  const conditions: SQL[] = [eq(profiles.role, 'auditor'), isNull(profiles.erasedAt)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        // The generated search text holds the displayed id ('tan-000002').
        ilike(profiles.searchText, pattern),
        ilike(profiles.address, pattern),
        ilike(auditorDetails.companyAddress, pattern),
        ilike(auditorDetails.companyName, pattern),
      )!,
    );
  }
  if (query.onboardingStatus !== 'all')
    conditions.push(eq(auditorDetails.onboardingStatus, query.onboardingStatus));
  if (query.activity !== 'all') conditions.push(eq(auditorDetails.isActive, query.activity === 'active'));
  if (query.county !== 'all') conditions.push(sql`${query.county} = any(${auditorDetails.acceptedCounties})`);
  conditions.push(...dayRangeConditions(profiles.registrationDate, query.dateFrom, query.dateTo));
  const where = and(...conditions);
  const order = auditorOrder(query.sort, query.direction);
  const [rows, [total]] = await Promise.all([
    selectAuditors(services)
      .where(where)
      .orderBy(order, asc(nameSortKey(profiles.name)), asc(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    services.database.db
      .select({ n: count() })
      .from(profiles)
      .innerJoin(auditorDetails, eq(auditorDetails.auditorId, profiles.id))
      .where(where),
  ]);
  return { items: rows.map(rowOf), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function getAdminAuditor(services: AppServices, auditorId: string): Promise<AdminAuditorDetail> {
  const [row] = await selectAuditors(services).where(
    and(eq(profiles.id, auditorId), eq(profiles.role, 'auditor'), isNull(profiles.erasedAt)),
  );
  if (!row) throw notFound();
  const address = splitAddress(row.profile.address ?? '');
  return {
    ...rowOf(row),
    firstName: row.profile.firstName,
    lastName: row.profile.lastName,
    ...address,
    certificationId: row.details.certificationId,
    specialisations: row.details.specialisations,
    experience: row.details.experience,
    notes: row.details.notes,
    companyTaxNumber: row.details.companyTaxNumber,
    termsAcceptedAt: row.details.termsAcceptedAt ? iso(row.details.termsAcceptedAt) : null,
  };
}

async function isEmailTaken(executor: Executor, email: string, exceptUserId?: string) {
  const [taken] = await executor.select({ id: user.id }).from(user).where(eq(user.email, email));
  return taken !== undefined && taken.id !== exceptUserId;
}

async function assertEmailFree(executor: Executor, email: string, exceptUserId?: string) {
  if (await isEmailTaken(executor, email, exceptUserId))
    throw new AppError('email_already_exists', 409, MESSAGES.auth.emailAlreadyExists);
}

/**
 * Whether the wizard's or the edit form's e-mail address is free, so that the wizard can say so on its first
 * step. Staff only (route table): it answers nothing the staff's lists do not show, and nobody outside the
 * back office can ask it.
 */
export async function checkAuditorEmail(
  services: AppServices,
  input: AuditorEmailCheck,
): Promise<AdminAuditorEmailCheckResult> {
  return (await isEmailTaken(services.database.db, input.email, input.auditorId))
    ? { isAvailable: false, message: MESSAGES.auth.emailAlreadyExists }
    : { isAvailable: true, message: null };
}

/**
 * The create wizard: the account with the temporary password (which must be changed at the first
 * sign-in), the auditor's details in status init, and AUDITOR_REGISTRATION with a link that lets the
 * auditor choose a password without knowing the temporary one. The e-mail never holds a password.
 */
export async function createAdminAuditor(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  input: AuditorCreate,
): Promise<AdminAuditorDetail> {
  checkAccess(actor, AUDITOR_MANAGERS);
  await assertStrongPassword(input.password, input, 'password');
  const now = services.clock();
  const token = randomBytes(24).toString('base64url');
  const id = await services.database.db.transaction(async (tx) => {
    await assertEmailFree(tx, input.email);
    const profile = await createAuditor(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      password: input.password,
      phone: input.phone,
      address: joinAddress(input),
      registrationDate: now,
      onboarded: false,
      companyPostcode: postcodeOf(input.companyAddress) ?? input.postcode,
      ...(input.companyName ? { companyName: input.companyName } : {}),
      ...(input.companyAddress ? { companyAddress: input.companyAddress } : {}),
      ...(input.companyTaxNumber ? { companyTaxNumber: input.companyTaxNumber } : {}),
      workCapacity: input.workCapacity,
      acceptedCounties: input.acceptedCounties,
      certifications: input.certifications,
      isActive: input.isActive,
      ...(input.experience ? { experience: input.experience } : {}),
    });
    await tx.update(profiles).set({ passwordChangeRequired: true }).where(eq(profiles.id, profile.id));
    await tx
      .update(auditorDetails)
      .set({
        certificationId: input.certificationId,
        specialisations: input.specialisations,
        notes: input.notes || null,
        experience: input.experience ?? null,
      })
      .where(eq(auditorDetails.auditorId, profile.id));
    // Better Auth's own reset token, with a week instead of an hour: /reset-password accepts it.
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: profile.id,
      expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_TTL_MS),
      createdAt: now,
      updatedAt: now,
    });
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Új tanúsító létrehozva',
      metadata: { targetUserId: profile.id, name: profile.name, email: profile.email, role: 'auditor' },
      at: now,
    });
    await services.mailer.queueQuietly(tx, logger, {
      to: profile.email,
      template: 'AUDITOR_REGISTRATION',
      data: {
        name: profile.name,
        email: profile.email,
        setPasswordUrl: `${services.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
      },
    });
    return profile.id;
  });
  return getAdminAuditor(services, id);
}

/** The edit form: a real save, logged with the old and new values. */
export async function updateAdminAuditor(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  auditorId: string,
  input: AuditorUpdate,
): Promise<AdminAuditorDetail> {
  checkAccess(actor, AUDITOR_MANAGERS);
  const before = await getAdminAuditor(services, auditorId);
  const now = services.clock();
  const name = fullName(input);
  const after = {
    name,
    email: input.email,
    phone: input.phone,
    address: joinAddress(input),
    certificationId: input.certificationId,
    workCapacity: input.workCapacity,
    acceptedCounties: input.acceptedCounties,
    certifications: input.certifications,
    specialisations: input.specialisations,
    experience: input.experience ?? null,
    isActive: input.isActive,
    notes: input.notes || null,
    companyName: input.companyName || null,
    companyTaxNumber: input.companyTaxNumber || null,
    companyAddress: input.companyAddress || null,
  };
  const old = {
    ...before,
    address: joinAddress(before),
  } satisfies Record<keyof typeof after, unknown>;
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
    (key) => JSON.stringify(old[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  await services.database.db.transaction(async (tx) => {
    if (input.email !== before.email) {
      await assertEmailFree(tx, input.email, auditorId);
      await tx.update(user).set({ email: input.email, updatedAt: now }).where(eq(user.id, auditorId));
    }
    await tx.update(user).set({ name, updatedAt: now }).where(eq(user.id, auditorId));
    await tx
      .update(profiles)
      .set({
        name,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        address: after.address,
        updatedAt: now,
      })
      .where(eq(profiles.id, auditorId));
    await tx
      .update(auditorDetails)
      .set({
        certificationId: after.certificationId,
        workCapacity: after.workCapacity,
        acceptedCounties: after.acceptedCounties,
        certifications: after.certifications,
        specialisations: after.specialisations,
        experience: after.experience,
        isActive: after.isActive,
        notes: after.notes,
        companyName: after.companyName,
        companyTaxNumber: after.companyTaxNumber,
        companyAddress: after.companyAddress,
        companyPostcode: postcodeOf(after.companyAddress) ?? input.postcode,
        updatedAt: now,
      })
      .where(eq(auditorDetails.auditorId, auditorId));
    if (changed.length > 0) {
      await recordLog(tx, logger, {
        userId: actor.userId,
        actionType: 'admin_action',
        action: 'Tanúsító adatai módosítva',
        metadata: {
          targetUserId: auditorId,
          updatedFields: changed,
          oldValues: pickFields(old, changed),
          newValues: pickFields(after, changed),
        },
        at: now,
      });
    }
  });
  return getAdminAuditor(services, auditorId);
}

/**
 * The auditor detail's overview, payments and performance, from real data (docs/product.md, 'Real data
 * behind every screen').
 */
export async function auditorPerformance(
  services: AppServices,
  auditorId: string,
): Promise<AuditorPerformance> {
  const { db } = services.database;
  await getAdminAuditor(services, auditorId);
  const fee = services.config.fees.auditorFeeHuf;
  const now = services.clock();
  const months = Array.from({ length: 12 }, (_, i) => shiftMonth(budapestMonth(now), i - 11));
  const certificateMonth = budapestMonthOf(documents.uploadedAt);
  const certificatesOfAuditor = and(eq(properties.auditorId, auditorId), eq(documents.type, 'certificate'));
  const [[counts], [timing], monthly, [ratingSummary], reviews] = await Promise.all([
    db
      .select({
        total: count(),
        completed: sql<number>`count(*) filter (where ${properties.status} = 'document_uploaded')`,
      })
      .from(properties)
      .where(eq(properties.auditorId, auditorId)),
    db
      .select({
        days: avg(
          sql`extract(epoch from (${documents.uploadedAt} - ${properties.auditorAssignDate})) / 86400`,
        ),
      })
      .from(documents)
      .innerJoin(properties, eq(properties.id, documents.propertyId))
      .where(and(certificatesOfAuditor, eq(properties.status, 'document_uploaded'))),
    db
      .select({ month: certificateMonth, n: count() })
      .from(documents)
      .innerJoin(properties, eq(properties.id, documents.propertyId))
      .where(and(certificatesOfAuditor, gte(certificateMonth, months[0]!)))
      .groupBy(certificateMonth),
    db
      .select({ average: avg(ratings.stars), n: count() })
      .from(ratings)
      .where(eq(ratings.auditorId, auditorId)),
    db
      .select({
        id: ratings.id,
        author: client.name,
        erasedAt: client.erasedAt,
        text: ratings.comment,
        rating: ratings.stars,
        createdAt: ratings.createdAt,
      })
      .from(ratings)
      .leftJoin(client, eq(client.id, ratings.clientId))
      .where(eq(ratings.auditorId, auditorId))
      .orderBy(desc(ratings.createdAt))
      .limit(20),
  ]);
  const byMonth = new Map(monthly.map((m) => [m.month, Number(m.n)]));
  const completed = Number(counts?.completed ?? 0);
  const total = Number(counts?.total ?? 0);
  return {
    totalClients: total,
    completed,
    pending: total - completed,
    averageDaysToUpload:
      timing?.days === null || timing?.days === undefined ? null : toTenth(Number(timing.days)),
    feePerCertificateHuf: fee,
    earnedTotalHuf: completed * fee,
    monthly: months.map((month) => ({
      month,
      completed: byMonth.get(month) ?? 0,
      earnedHuf: (byMonth.get(month) ?? 0) * fee,
    })),
    averageRating:
      ratingSummary?.average === null || ratingSummary?.average === undefined
        ? null
        : toTenth(Number(ratingSummary.average)),
    ratingCount: Number(ratingSummary?.n ?? 0),
    reviews: reviews.map((r) => ({
      id: r.id,
      author: r.author && !r.erasedAt ? r.author : UNKNOWN_CLIENT,
      text: r.text,
      rating: r.rating,
      createdAt: iso(r.createdAt),
    })),
  };
}
