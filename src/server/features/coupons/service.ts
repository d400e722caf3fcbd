// The bank's coupon check (docs/rules/coupons.md, "The bank's approval of orders"): the ordered properties
// with their coupon, the approval that records who and when on the property, the coupon statistics and the
// coupon manager's file import (rules in import.ts, shared with the CLI).
import type { FastifyBaseLogger } from 'fastify';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  addressesDiffer,
  COUPON_TEMPLATE_COLUMNS,
  COUPON_TEMPLATE_EXAMPLE,
  type CouponApprovalFilter,
  couponApprovalMessage,
  type CouponApprovalResult,
  type couponApprovalSchema,
  type CouponCheckPage,
  type couponCheckQuerySchema,
  type CouponImportReport,
  type CouponStatistics,
  normalizeCouponCode,
} from '../../../domain/coupons.ts';
import { checkAccess, roles } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { coupons, profiles, properties, propertySearchText } from '../../db/schema.ts';
import { likePattern } from '../../db/query-helpers.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { BOM, csvLine } from '../../platform/csv.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import {
  type CouponBatchRow,
  couponReport,
  importCouponBatch,
  importCouponFile,
  previewCouponFile,
} from './import.ts';
import { withArticle } from '../../../domain/article.ts';
import { EMPTY_CELL, formatNumber } from '../../../domain/format.ts';
import { budapestIsoDay } from '../../../domain/time.ts';

/** The bank approves orders' coupons and keeps the coupon list (docs/roles/bank-staff.md). */
export const COUPON_MANAGERS = roles('bank_admin');

type ListQuery = z.output<typeof couponCheckQuerySchema>;
type Approval = z.output<typeof couponApprovalSchema>;

export const UNKNOWN_ORDER =
  'A kiválasztott megrendelések közül legalább egy nem található; egyik sem lett jóváhagyva.';

/**
 * An order placed with a coupon: the bank checks coupons, so an ordered property without one ('Nincs kupon')
 * is none of its checks (docs/rules/coupons.md, 'Orders without a coupon'). The bank's to-do list counts
 * the same orders (bank-dashboard/service.ts).
 */
export const couponOrder = and(isNotNull(properties.orderedAt), isNotNull(properties.couponCode))!;

/** The coupon orders the list's search and approval filter match. */
function checkConditions(filters: { search?: string | undefined; state: CouponApprovalFilter }): SQL {
  const conditions: SQL[] = [couponOrder];
  if (filters.state === 'pending') conditions.push(isNull(properties.couponApprovedAt));
  if (filters.state === 'approved') conditions.push(isNotNull(properties.couponApprovedAt));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    const code = normalizeCouponCode(filters.search);
    conditions.push(
      or(
        ilike(propertySearchText, pattern),
        ...(code === '' ? [] : [ilike(properties.couponCode, likePattern(code))]),
      )!,
    );
  }
  return and(...conditions)!;
}

const approver = alias(profiles, 'approver');

export async function listCouponChecks(services: AppServices, query: ListQuery): Promise<CouponCheckPage> {
  const { db } = services.database;
  const where = checkConditions(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        propertyId: properties.id,
        clientId: properties.clientId,
        clientName: properties.clientName,
        clientEmail: properties.clientEmail,
        couponCode: properties.couponCode,
        couponAddress: coupons.address,
        address: properties.address,
        orderedAt: properties.orderedAt,
        approvedAt: properties.couponApprovedAt,
        approvedByName: sql<
          string | null
        >`coalesce(nullif(${approver.name}, ''), nullif(${approver.email}, ''))`,
      })
      .from(properties)
      .leftJoin(coupons, eq(coupons.code, properties.couponCode))
      .leftJoin(approver, eq(approver.id, properties.couponApprovedBy))
      .where(where)
      .orderBy(desc(properties.orderedAt), desc(properties.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(properties).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      couponCode: row.couponCode ?? '',
      orderedAt: (row.orderedAt ?? new Date(0)).toISOString(),
      approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
      addressMismatch: addressesDiffer(row.couponAddress, row.address),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Approves the selected orders' coupons (or every order the list's filters match). Idempotent: an order
 * approved before keeps its first approver and time, and is counted as already approved. Selected ids that
 * are not ordered properties refuse the whole call (404) and change nothing.
 */
export async function approveCoupons(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  body: Approval,
): Promise<CouponApprovalResult> {
  checkAccess(actor, COUPON_MANAGERS);
  const now = services.clock();
  return services.database.db.transaction(async (tx) => {
    let matching: SQL;
    let selected: number;
    if ('propertyIds' in body) {
      const ids = [...new Set(body.propertyIds)];
      matching = and(inArray(properties.id, ids), couponOrder)!;
      const [found] = await tx.select({ n: count() }).from(properties).where(matching);
      if (Number(found?.n ?? 0) !== ids.length) throw new AppError('not_found', 404, UNKNOWN_ORDER);
      selected = ids.length;
    } else {
      matching = checkConditions(body);
      const [found] = await tx.select({ n: count() }).from(properties).where(matching);
      selected = Number(found?.n ?? 0);
    }
    const approved = await tx
      .update(properties)
      .set({ couponApprovedAt: now, couponApprovedBy: actor.userId, updatedAt: now })
      .where(and(matching, isNull(properties.couponApprovedAt)))
      .returning({ id: properties.id, couponCode: properties.couponCode, clientId: properties.clientId });
    if (approved.length > 0)
      await recordLog(tx, logger, {
        userId: actor.userId,
        actionType: 'admin_action',
        action: 'Kupon jóváhagyva',
        details: `${approved.length} megrendelés kuponja jóváhagyva: ${approved
          .slice(0, 20)
          .map((row) => row.couponCode ?? EMPTY_CELL)
          .join(', ')}${approved.length > 20 ? ', …' : ''}`,
        metadata: {
          approved: approved.length,
          alreadyApproved: selected - approved.length,
          propertyIds: approved.map((row) => row.id),
          couponCodes: approved.map((row) => row.couponCode),
          oldValues: { couponApprovedAt: null, couponApprovedBy: null },
          newValues: { couponApprovedAt: now.toISOString(), couponApprovedBy: actor.userId },
          ...('allMatching' in body ? { filter: { search: body.search ?? '', state: body.state } } : {}),
        },
      });
    const alreadyApproved = selected - approved.length;
    return {
      approved: approved.length,
      alreadyApproved,
      message: couponApprovalMessage(approved.length, alreadyApproved),
    };
  });
}

/** The coupon manager's statistics, from the database: expiry is compared with today in Budapest. */
export async function couponStatistics(services: AppServices): Promise<CouponStatistics> {
  const today = budapestIsoDay(services.clock());
  const [row] = await services.database.db
    .select({
      issued: count(),
      claimed: count(coupons.claimedBy),
      expired: sql<number>`count(*) filter (where ${coupons.claimedBy} is null and ${coupons.expiryDate} < ${today})`,
      unused: sql<number>`count(*) filter (where ${coupons.claimedBy} is null and (${coupons.expiryDate} is null or ${coupons.expiryDate} >= ${today}))`,
    })
    .from(coupons);
  return {
    issued: Number(row?.issued ?? 0),
    claimed: Number(row?.claimed ?? 0),
    expired: Number(row?.expired ?? 0),
    unused: Number(row?.unused ?? 0),
  };
}

/**
 * The coupon file's template (UTF-8 with a byte-order mark, as Excel opens it): the columns and one example
 * row that shows how a code and a date are written; the import never takes that row.
 */
export const couponTemplate = () =>
  `${BOM}${csvLine(COUPON_TEMPLATE_COLUMNS)}${csvLine(COUPON_TEMPLATE_COLUMNS.map((column) => COUPON_TEMPLATE_EXAMPLE[column]))}`;

export async function previewCouponImport(
  services: AppServices,
  bytes: Uint8Array,
): Promise<CouponImportReport> {
  return couponReport(
    await previewCouponFile(services.database.db, bytes, {
      now: services.clock(),
      postcodes: services.postcodes,
    }),
  );
}

/** What an import writes for a person: its rows stamped with them and now, addresses read by the postcodes. */
const importOptions = (services: AppServices, actor: Actor) => ({
  importedBy: actor.userId,
  now: services.clock(),
  postcodes: services.postcodes,
});

/** The log's count of the rows an import left out, the same for a file and for the API's batch. */
const skippedRows = (report: CouponImportReport) =>
  `${formatNumber(report.total - report.imported)} sor kimaradt`;

export async function importCoupons(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  bytes: Uint8Array,
  fileName: string,
): Promise<CouponImportReport> {
  checkAccess(actor, COUPON_MANAGERS);
  const report = couponReport(
    await importCouponFile(services.database.db, bytes, importOptions(services, actor)),
  );
  await recordLog(services.database.db, logger, {
    userId: actor.userId,
    actionType: 'admin_action',
    action: 'Kuponok importálva',
    details: `${formatNumber(report.imported)} kupon importálva (${fileName}), ${skippedRows(report)}`,
    metadata: {
      fileName,
      format: report.format,
      total: report.total,
      imported: report.imported,
      counts: report.counts,
    },
  });
  return report;
}

/**
 * The API's coupon batch (docs/rules/api.md, 'Pushing coupons'): the import's rules and report for rows sent
 * as JSON, written for the key's maker, and logged with the key's name.
 */
export async function pushCoupons(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  apiKey: { id: string; name: string },
  batch: readonly CouponBatchRow[],
): Promise<CouponImportReport> {
  checkAccess(actor, COUPON_MANAGERS);
  const report = couponReport(
    await importCouponBatch(services.database.db, batch, importOptions(services, actor)),
  );
  await recordLog(services.database.db, logger, {
    userId: actor.userId,
    actionType: 'admin_action',
    action: 'Kuponok feltöltve API-kulccsal',
    details: `${formatNumber(report.imported)} kupon importálva ${withArticle(`„${apiKey.name}”`)} API-kulccsal, ${skippedRows(report)}`,
    metadata: {
      apiKeyId: apiKey.id,
      apiKeyName: apiKey.name,
      format: report.format,
      total: report.total,
      imported: report.imported,
      counts: report.counts,
    },
  });
  return report;
}
