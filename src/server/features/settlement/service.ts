// The portal admin's settlement with the auditors (docs/rules/statuses.md, 'Auditor settlement'). A month's
// figures are one aggregate pass over the certificates uploaded in it (the partial index on uploaded_at),
// grouped by the property's auditor, with each certificate's settlement item beside it; the payments of the
// month come from their own small table. Marking a row paid settles the auditor's unsettled certificates of
// the month in one transaction; the unique document_id of settlement_items keeps a certificate on one payment
// even when two admins mark at the same time.
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditorDisplayId } from '../../../domain/display-ids.ts';
import { averageToTenth } from '../../../domain/format.ts';
import { compareNames } from '../../../domain/name-order.ts';
import {
  INDUSTRY_AVERAGE_DAYS,
  SETTLEMENT_MESSAGES,
  type MarkSettlementPaid,
  type SettlementFilters,
  type SettlementHistory,
  type SettlementMonthView,
  type SettlementPayment,
  type SettlementRow,
  type SettlementStatus,
} from '../../../domain/settlement.ts';
import { budapestMonth, startOfBudapestMonth } from '../../../domain/time.ts';
import { checkAccess, onboardedRoles, roles } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { documents, profiles, properties, settlementItems, settlementPayments } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { budapestMonthOf } from '../../db/query-helpers.ts';
import { UNKNOWN_AUDITOR } from '../../../domain/person-name.ts';

/** Who settles with the auditors (docs/roles/portal-admin.md); the routes declare it and the services check it. */
export const SETTLEMENT_ADMINS = roles('portal_admin');
/** An auditor reads their own settlement once onboarded. */
export const SETTLED_AUDITORS = onboardedRoles('auditor');

const payer = alias(profiles, 'payer');

const num = (value: unknown) => Number(value ?? 0);
const statusOf = (certificates: number, settled: number): SettlementStatus =>
  settled >= certificates ? 'paid' : 'pending';

const certificateInMonth = (month: string) =>
  and(
    eq(documents.type, 'certificate'),
    gte(documents.uploadedAt, startOfBudapestMonth(month)),
    lt(documents.uploadedAt, startOfBudapestMonth(month, 1)),
  )!;

const paymentColumns = {
  id: settlementPayments.id,
  auditorId: settlementPayments.auditorId,
  month: settlementPayments.month,
  certificateCount: settlementPayments.certificateCount,
  amountHuf: settlementPayments.amountHuf,
  paymentReference: settlementPayments.paymentReference,
  paidAt: settlementPayments.paidAt,
  paidByName: payer.name,
  reversedAt: settlementPayments.reversedAt,
};
interface PaymentRecord {
  id: string;
  auditorId: string;
  month: string;
  certificateCount: number;
  amountHuf: number;
  paymentReference: string;
  paidAt: Date;
  paidByName: string | null;
  reversedAt: Date | null;
}
const toPayment = (row: PaymentRecord): SettlementPayment => ({
  ...row,
  paidAt: row.paidAt.toISOString(),
  reversedAt: row.reversedAt ? row.reversedAt.toISOString() : null,
});

/** The month's row per auditor, filtered by auditor and status, with the summary cards. */
export async function settlementMonth(
  services: AppServices,
  filters: SettlementFilters,
): Promise<SettlementMonthView> {
  const { db } = services.database;
  const month = filters.month ?? budapestMonth(services.clock());
  const fee = services.config.fees.auditorFeeHuf;
  const [figures, payments] = await Promise.all([
    db
      .select({
        auditorId: properties.auditorId,
        n: sql<number>`count(*)`,
        settledN: sql<number>`count(${settlementItems.documentId})`,
        paidHuf: sql<number>`coalesce(sum(${settlementItems.amountHuf}), 0)`,
        daysSum: sql<number>`sum(date_part('epoch', ${documents.uploadedAt} - ${properties.auditorAssignDate}) / 86400)`,
        daysN: sql<number>`count(${properties.auditorAssignDate})`,
      })
      .from(documents)
      .innerJoin(properties, eq(properties.id, documents.propertyId))
      .leftJoin(settlementItems, eq(settlementItems.documentId, documents.id))
      .where(and(certificateInMonth(month), isNotNull(properties.auditorId)))
      .groupBy(properties.auditorId),
    db
      .select(paymentColumns)
      .from(settlementPayments)
      .leftJoin(payer, eq(payer.id, settlementPayments.paidBy))
      .where(and(eq(settlementPayments.month, month), isNull(settlementPayments.reversedAt)))
      .orderBy(desc(settlementPayments.paidAt)),
  ]);
  const auditorIds = figures.map((row) => row.auditorId!);
  const names =
    auditorIds.length === 0
      ? []
      : await db
          .select({ id: profiles.id, name: profiles.name, displayNumber: profiles.displayNumber })
          .from(profiles)
          .where(inArray(profiles.id, auditorIds));
  const nameOf = new Map(names.map((row) => [row.id, row]));
  const paymentsOf = new Map<string, SettlementPayment[]>();
  for (const payment of payments) {
    const list = paymentsOf.get(payment.auditorId) ?? [];
    list.push(toPayment(payment));
    paymentsOf.set(payment.auditorId, list);
  }

  const allRows: (SettlementRow & { daysSum: number; daysN: number })[] = figures.map((row) => {
    const id = row.auditorId!;
    const certificates = num(row.n);
    const settled = num(row.settledN);
    const paidHuf = num(row.paidHuf);
    const profile = nameOf.get(id);
    return {
      auditorId: id,
      auditorName: profile?.name || UNKNOWN_AUDITOR,
      displayId: profile ? auditorDisplayId(profile.displayNumber) : '',
      certificates,
      settledCertificates: settled,
      feeHuf: fee,
      dueHuf: paidHuf + (certificates - settled) * fee,
      paidHuf,
      status: statusOf(certificates, settled),
      averageDays: averageToTenth(num(row.daysSum), num(row.daysN)),
      payments: paymentsOf.get(id) ?? [],
      daysSum: num(row.daysSum),
      daysN: num(row.daysN),
    };
  });
  allRows.sort(
    (a, b) => compareNames(a.auditorName, b.auditorName) || a.auditorId.localeCompare(b.auditorId),
  );
  const rows = allRows.filter(
    (row) =>
      (!filters.auditorId || row.auditorId === filters.auditorId) &&
      (filters.status === 'all' || row.status === filters.status),
  );
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const dueHuf = sum((row) => row.dueHuf);
  const paidHuf = sum((row) => row.paidHuf);
  return {
    month,
    feeHuf: fee,
    industryAverageDays: INDUSTRY_AVERAGE_DAYS,
    summary: {
      dueHuf,
      paidHuf,
      pendingHuf: dueHuf - paidHuf,
      certificates: sum((row) => row.certificates),
      auditors: rows.length,
      averageDays: averageToTenth(
        sum((row) => row.daysSum),
        sum((row) => row.daysN),
      ),
    },
    auditors: allRows.map((row) => ({ id: row.auditorId, name: row.auditorName })),
    rows: rows.map(({ daysSum: _sum, daysN: _n, ...row }) => row),
  };
}

/**
 * Settles the auditor's unsettled certificates of the month at the configured fee, with the admin's
 * reference. Nothing left to settle is 409; so is losing a race to another admin marking the same row, and
 * so is a count other than the one the admin saw (a certificate uploaded or settled meanwhile).
 */
export async function markSettlementPaid(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  input: MarkSettlementPaid,
): Promise<SettlementPayment> {
  checkAccess(actor, SETTLEMENT_ADMINS);
  const { db } = services.database;
  const now = services.clock();
  const fee = services.config.fees.auditorFeeHuf;
  const [auditor] = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.id, input.auditorId), eq(profiles.role, 'auditor')));
  if (!auditor) throw new AppError('not_found', 404, SETTLEMENT_MESSAGES.auditorNotFound);
  try {
    const paymentId = await db.transaction(async (tx) => {
      const unsettled = await tx
        .select({ id: documents.id })
        .from(documents)
        .innerJoin(properties, eq(properties.id, documents.propertyId))
        .leftJoin(settlementItems, eq(settlementItems.documentId, documents.id))
        .where(
          and(
            certificateInMonth(input.month),
            eq(properties.auditorId, input.auditorId),
            isNull(settlementItems.documentId),
          ),
        )
        .orderBy(asc(documents.id))
        .for('update', { of: documents });
      if (unsettled.length === 0)
        throw new AppError('nothing_to_settle', 409, SETTLEMENT_MESSAGES.nothingToSettle);
      if (unsettled.length !== input.certificateCount)
        throw new AppError('settlement_changed', 409, SETTLEMENT_MESSAGES.countChanged);
      const [payment] = await tx
        .insert(settlementPayments)
        .values({
          auditorId: input.auditorId,
          month: input.month,
          certificateCount: unsettled.length,
          amountHuf: unsettled.length * fee,
          paymentReference: input.paymentReference,
          paidAt: now,
          paidBy: actor.userId,
        })
        .returning({ id: settlementPayments.id });
      await tx
        .insert(settlementItems)
        .values(
          unsettled.map((document) => ({ paymentId: payment!.id, documentId: document.id, amountHuf: fee })),
        );
      await recordLog(tx, logger, {
        userId: actor.userId,
        actionType: 'admin_action',
        action: 'Tanúsítói elszámolás kifizetve',
        metadata: {
          targetUserId: input.auditorId,
          name: auditor.name,
          month: input.month,
          paymentId: payment!.id,
          paymentReference: input.paymentReference,
          certificateCount: unsettled.length,
          amountHuf: unsettled.length * fee,
          documentIds: unsettled.map((document) => document.id),
        },
        at: now,
      });
      return payment!.id;
    });
    return await getPayment(db, paymentId);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('already_settled', 409, SETTLEMENT_MESSAGES.alreadySettled, { cause: error });
    throw error;
  }
}

async function getPayment(db: Executor, paymentId: string): Promise<SettlementPayment> {
  const [row] = await db
    .select(paymentColumns)
    .from(settlementPayments)
    .leftJoin(payer, eq(payer.id, settlementPayments.paidBy))
    .where(eq(settlementPayments.id, paymentId));
  if (!row) throw new AppError('not_found', 404, SETTLEMENT_MESSAGES.paymentNotFound);
  return toPayment(row);
}

/** A reversal is its own logged action: the payment stays, marked reversed; its certificates are unsettled. */
export async function reverseSettlementPayment(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  paymentId: string,
): Promise<SettlementPayment> {
  checkAccess(actor, SETTLEMENT_ADMINS);
  const { db } = services.database;
  const now = services.clock();
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(settlementPayments)
      .where(eq(settlementPayments.id, paymentId))
      .for('update');
    if (!payment) throw new AppError('not_found', 404, SETTLEMENT_MESSAGES.paymentNotFound);
    if (payment.reversedAt) throw new AppError('already_reversed', 409, SETTLEMENT_MESSAGES.alreadyReversed);
    const items = await tx
      .delete(settlementItems)
      .where(eq(settlementItems.paymentId, paymentId))
      .returning({ documentId: settlementItems.documentId });
    await tx
      .update(settlementPayments)
      .set({ reversedAt: now, reversedBy: actor.userId })
      .where(eq(settlementPayments.id, paymentId));
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Tanúsítói kifizetés visszavonva',
      metadata: {
        targetUserId: payment.auditorId,
        month: payment.month,
        paymentId,
        paymentReference: payment.paymentReference,
        certificateCount: payment.certificateCount,
        amountHuf: payment.amountHuf,
        documentIds: items.map((item) => item.documentId),
      },
      at: now,
    });
  });
  return getPayment(db, paymentId);
}

/** The signed-in auditor's own settlement ('Elszámolás' on their profile). */
export async function settlementHistory(services: AppServices, actor: Actor): Promise<SettlementHistory> {
  checkAccess(actor, SETTLED_AUDITORS);
  return historyOf(services, actor.userId);
}

/**
 * One auditor's settlement month by month, newest first: for the auditor's own profile and the portal
 * admin's auditor detail ('Kifizetések'). Only the auditor's own certificates are read.
 */
async function historyOf(services: AppServices, auditorId: string): Promise<SettlementHistory> {
  const { db } = services.database;
  const fee = services.config.fees.auditorFeeHuf;
  const month = budapestMonthOf(documents.uploadedAt);
  const [figures, paid] = await Promise.all([
    db
      .select({
        month,
        n: sql<number>`count(*)`,
        settledN: sql<number>`count(${settlementItems.documentId})`,
        paidHuf: sql<number>`coalesce(sum(${settlementItems.amountHuf}), 0)`,
      })
      .from(documents)
      .innerJoin(properties, eq(properties.id, documents.propertyId))
      .leftJoin(settlementItems, eq(settlementItems.documentId, documents.id))
      .where(and(eq(documents.type, 'certificate'), eq(properties.auditorId, auditorId)))
      .groupBy(sql`1`),
    db
      .select({ month: settlementPayments.month, paidAt: sql<Date>`max(${settlementPayments.paidAt})` })
      .from(settlementPayments)
      .where(and(eq(settlementPayments.auditorId, auditorId), isNull(settlementPayments.reversedAt)))
      .groupBy(settlementPayments.month),
  ]);
  const paidAtOf = new Map(paid.map((row) => [row.month, new Date(row.paidAt)]));
  const months = figures
    .map((row) => {
      const certificates = num(row.n);
      const settled = num(row.settledN);
      const paidHuf = num(row.paidHuf);
      const paidAt = paidAtOf.get(row.month);
      return {
        month: row.month,
        certificates,
        dueHuf: paidHuf + (certificates - settled) * fee,
        paidHuf,
        status: statusOf(certificates, settled),
        paidAt: paidAt ? paidAt.toISOString() : null,
      };
    })
    .sort((a, b) => b.month.localeCompare(a.month));
  const dueHuf = months.reduce((total, row) => total + row.dueHuf, 0);
  const paidHuf = months.reduce((total, row) => total + row.paidHuf, 0);
  return { feeHuf: fee, totals: { dueHuf, paidHuf, pendingHuf: dueHuf - paidHuf }, months };
}

/** The admin's view of one auditor's history: 404 for anyone who is not an auditor. */
export async function auditorSettlementHistory(
  services: AppServices,
  actor: Actor,
  auditorId: string,
): Promise<SettlementHistory> {
  checkAccess(actor, SETTLEMENT_ADMINS);
  const [auditor] = await services.database.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, auditorId), eq(profiles.role, 'auditor')));
  if (!auditor) throw new AppError('not_found', 404, SETTLEMENT_MESSAGES.auditorNotFound);
  return historyOf(services, auditorId);
}

/** Whether any of the certificates is settled with its auditor (such a certificate stays as it was paid). */
export async function hasSettledCertificate(
  executor: Executor,
  documentIds: readonly string[],
): Promise<boolean> {
  if (documentIds.length === 0) return false;
  const [row] = await executor
    .select({ id: settlementItems.documentId })
    .from(settlementItems)
    .where(inArray(settlementItems.documentId, [...documentIds]))
    .limit(1);
  return Boolean(row);
}
