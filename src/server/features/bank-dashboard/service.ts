// The bank's dashboard (issue 17; spec 02 §2.2): four counters with their change over the last 7 Budapest
// days, the to-do list (coupon checks first, then certificates to bill) and the side menu's badge.
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  BankCounter,
  BankDashboard,
  BankMenuBadges,
  BankTodo,
  BankTodoList,
  bankTodosQuerySchema,
} from '../../../domain/bank.ts';
import { startOfBudapestDay } from '../../../domain/time.ts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { iso } from '../../db/query-helpers.ts';
import { documents, profiles, properties } from '../../db/schema.ts';
import type { AppServices } from '../../services.ts';

/** `previous` to `value` in percent, one decimal; null when there was nothing to compare with. */
export function counter(value: number, previous: number): BankCounter {
  return {
    value,
    previous,
    changePercent: previous === 0 ? null : Math.round(((value - previous) / previous) * 1000) / 10,
  };
}

/** A certificate of the property uploaded before `instant` (when the property counted as completed). */
const certificateBefore = (instant: SQL) =>
  sql`exists (select 1 from ${documents} where ${documents.propertyId} = ${properties.id} and ${documents.type} = 'certificate' and ${documents.uploadedAt} < ${instant})`;

/** An instant as a query parameter (raw SQL fragments do not map Date values). */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The window is today and the 6 Budapest days before it (from `weekStart`); the one before it is the 7
 * days from `previousStart`. Stocks compare now with their count at `weekStart` (rebuilt from the order,
 * certificate and registration times); the new-client flow compares the two windows.
 */
export async function getBankDashboard(services: AppServices): Promise<BankDashboard> {
  const { db } = services.database;
  const now = services.clock();
  const weekStart = at(startOfBudapestDay(now, -6));
  const previousStart = at(startOfBudapestDay(now, -13));
  const listed = sql`${profiles.role} = 'client' and ${profiles.erasedAt} is null`;
  const [[work], [clients], todos] = await Promise.all([
    db
      .select({
        pending: sql<number>`count(*) filter (where ${properties.orderedAt} is not null and ${properties.status} <> 'document_uploaded')`,
        completed: sql<number>`count(*) filter (where ${properties.status} = 'document_uploaded')`,
        orderedBefore: sql<number>`count(*) filter (where ${properties.orderedAt} < ${weekStart})`,
        completedBefore: sql<number>`count(*) filter (where ${properties.status} = 'document_uploaded' and ${certificateBefore(weekStart)})`,
      })
      .from(properties),
    db
      .select({
        total: sql<number>`count(*)`,
        thisWeek: sql<number>`count(*) filter (where ${profiles.registrationDate} >= ${weekStart})`,
        weekBefore: sql<number>`count(*) filter (where ${profiles.registrationDate} >= ${previousStart} and ${profiles.registrationDate} < ${weekStart})`,
      })
      .from(profiles)
      .where(listed),
    todoCounts(db),
  ]);
  const completedBefore = Number(work?.completedBefore ?? 0);
  const total = Number(clients?.total ?? 0);
  const thisWeek = Number(clients?.thisWeek ?? 0);
  return {
    pending: counter(Number(work?.pending ?? 0), Number(work?.orderedBefore ?? 0) - completedBefore),
    completed: counter(Number(work?.completed ?? 0), completedBefore),
    newClients: counter(thisWeek, Number(clients?.weekBefore ?? 0)),
    totalClients: counter(total, total - thisWeek),
    todoCount: todos.urgent + todos.tig,
    urgentCount: todos.urgent,
  };
}

// --- To-do list ---------------------------------------------------------------------------------------

/** Written as the partial index properties_coupon_unapproved_idx is, so the planner uses it. */
const unapprovedCoupon = and(isNotNull(properties.orderedAt), isNull(properties.couponApprovedAt))!;
/** A certificate the TIG service would bill: its property is done and it is on no statement yet. */
const unbilledCertificate = and(
  eq(documents.type, 'certificate'),
  eq(documents.billingStatus, 'pending'),
  eq(properties.status, 'document_uploaded'),
)!;

async function todoCounts(db: Executor): Promise<{ urgent: number; tig: number }> {
  const [[urgent], [tig]] = await Promise.all([
    db.select({ n: count() }).from(properties).where(unapprovedCoupon),
    db
      .select({ n: count() })
      .from(documents)
      .innerJoin(properties, eq(properties.id, documents.propertyId))
      .where(unbilledCertificate),
  ]);
  return { urgent: Number(urgent?.n ?? 0), tig: Number(tig?.n ?? 0) };
}

/** Urgent coupon checks first (newest order first), then the certificates to bill (newest first). */
export async function listBankTodos(
  services: AppServices,
  query: z.output<typeof bankTodosQuerySchema>,
): Promise<BankTodoList> {
  const { db } = services.database;
  const counts = await todoCounts(db);
  const offset = (query.page - 1) * query.pageSize;
  const items: BankTodo[] = [];
  if (offset < counts.urgent) {
    const rows = await db
      .select({
        propertyId: properties.id,
        clientId: properties.clientId,
        clientName: properties.clientName,
        address: properties.address,
        couponCode: properties.couponCode,
        at: properties.orderedAt,
      })
      .from(properties)
      .where(unapprovedCoupon)
      .orderBy(desc(properties.orderedAt), desc(properties.id))
      .limit(query.pageSize)
      .offset(offset);
    for (const row of rows)
      items.push({
        kind: 'coupon_check',
        isUrgent: true,
        propertyId: row.propertyId,
        clientId: row.clientId,
        clientName: row.clientName,
        address: row.address,
        couponCode: row.couponCode,
        at: iso(row.at!),
      });
  }
  const left = query.pageSize - items.length;
  if (left > 0 && counts.tig > 0) {
    const rows = await db
      .select({
        propertyId: properties.id,
        clientId: properties.clientId,
        clientName: properties.clientName,
        address: properties.address,
        couponCode: properties.couponCode,
        at: documents.uploadedAt,
      })
      .from(documents)
      .innerJoin(properties, eq(properties.id, documents.propertyId))
      .where(unbilledCertificate)
      .orderBy(desc(documents.uploadedAt), desc(documents.id))
      .limit(left)
      .offset(Math.max(0, offset - counts.urgent));
    for (const row of rows)
      items.push({
        kind: 'tig',
        isUrgent: false,
        propertyId: row.propertyId,
        clientId: row.clientId,
        clientName: row.clientName,
        address: row.address,
        couponCode: row.couponCode,
        at: iso(row.at),
      });
  }
  return { items, total: counts.urgent + counts.tig, page: query.page, pageSize: query.pageSize };
}

/** spec 02 §2.1: the badge on the bank's 'Főoldal', the clients waiting for an auditor. */
export async function getBankMenuBadges(services: AppServices): Promise<BankMenuBadges> {
  const [row] = await services.database.db
    .select({ n: count() })
    .from(properties)
    .where(eq(properties.status, 'finding_auditor'));
  return { findingAuditor: Number(row?.n ?? 0) };
}
