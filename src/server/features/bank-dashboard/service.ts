// The bank's dashboard (docs/roles/bank-staff.md, 'Dashboard'): four counters with their change over the last
// 7 Budapest days, the to-do list (coupon checks first, then certificates to bill) and the side menu's badge.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../../domain/admin.ts';
import type {
  BankCounter,
  BankDashboard,
  BankMenuBadges,
  BankTodo,
  BankTodoList,
  bankTodosQuerySchema,
} from '../../../domain/bank.ts';
import { toTenth } from '../../../domain/format.ts';
import { startOfBudapestDay } from '../../../domain/time.ts';
import type { z } from 'zod';
import { iso } from '../../db/query-helpers.ts';
import { keptClientTotal, keptPropertyTotal, keptTodoTotals } from '../../db/totals.ts';
import { documents, profiles, properties } from '../../db/schema.ts';
import type { AppServices } from '../../services.ts';
import { couponOrder } from '../coupons/index.ts';

/** `previous` to `value` in percent, one decimal; null when there was nothing to compare with. */
export function counter(value: number, previous: number): BankCounter {
  return {
    value,
    previous,
    changePercent: previous === 0 ? null : toTenth(((value - previous) / previous) * 100),
  };
}

/** An instant as a query parameter (raw SQL fragments do not map Date values). */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The window is today and the 6 Budapest days before it (from `weekStart`); the one before it is the 7
 * days from `previousStart`. Stocks compare now with their count at `weekStart`, rebuilt from what happened
 * since: orders placed since (ordered_at), properties finished since (their first certificate uploaded since)
 * and clients registered since. The new-client flow compares the two windows. A property is ordered when it
 * left 'new', so ordered = pending + completed. Every count reads an index (migration 0030 for the orders),
 * none the whole properties table.
 */
export async function getBankDashboard(services: AppServices): Promise<BankDashboard> {
  const { db } = services.database;
  const now = services.clock();
  const weekStart = at(startOfBudapestDay(now, -6));
  const previousStart = at(startOfBudapestDay(now, -13));
  const listed = sql`${profiles.role} = 'client' and ${profiles.erasedAt} is null`;
  const first = <T>(rows: T[]) => rows[0];
  const [
    pending,
    completed,
    orderedRecently,
    completedRecently,
    clients,
    clientsThisWeek,
    clientsWeekBefore,
    todos,
  ] = await Promise.all([
    // The status totals and the clients are kept by the writes (decision 0023), as the portal admin's
    // start page reads them: no count over a million properties or profiles.
    keptPropertyTotal(db, ACTIVE_STATUSES).then((n) => ({ n })),
    keptPropertyTotal(db, ['document_uploaded']).then((n) => ({ n })),
    db
      .select({ n: count() })
      .from(properties)
      .where(sql`${properties.orderedAt} >= ${weekStart}`)
      .then(first),
    db
      .select({ n: sql<number>`count(distinct ${documents.propertyId})` })
      .from(documents)
      .innerJoin(properties, eq(properties.id, documents.propertyId))
      .where(
        sql`${documents.type} = 'certificate' and ${documents.uploadedAt} >= ${weekStart} and ${properties.status} = 'document_uploaded' and not exists (select 1 from documents earlier where earlier.property_id = ${documents.propertyId} and earlier.type = 'certificate' and earlier.uploaded_at < ${weekStart})`,
      )
      .then(first),
    keptClientTotal(db, 'all').then(({ total }) => ({ n: total })),
    db
      .select({ n: count() })
      .from(profiles)
      .where(sql`${listed} and ${profiles.registrationDate} >= ${weekStart}`)
      .then(first),
    db
      .select({ n: count() })
      .from(profiles)
      .where(
        sql`${listed} and ${profiles.registrationDate} >= ${previousStart} and ${profiles.registrationDate} < ${weekStart}`,
      )
      .then(first),
    keptTodoTotals(db),
  ]);
  const n = (row: { n: number } | undefined) => Number(row?.n ?? 0);
  const completedBefore = n(completed) - n(completedRecently);
  const orderedBefore = n(pending) + n(completed) - n(orderedRecently);
  const total = n(clients);
  const thisWeek = n(clientsThisWeek);
  return {
    pending: counter(n(pending), orderedBefore - completedBefore),
    completed: counter(n(completed), completedBefore),
    newClients: counter(thisWeek, n(clientsWeekBefore)),
    totalClients: counter(total, total - thisWeek),
    todoCount: todos.urgent + todos.tig,
    urgentCount: todos.urgent,
  };
}

// --- To-do list ---------------------------------------------------------------------------------------

/**
 * A coupon order the bank has not approved yet: the coupon check's pending list (couponOrder there). An
 * order without a coupon is not the bank's to check, whatever its certificate (docs/rules/coupons.md,
 * 'Orders without a coupon'). Written as the partial index properties_coupon_unapproved_idx is (migration
 * 0039), so a page reads the index alone; the count is kept by the writes (todo_totals, migration 0048), with
 * the same condition.
 */
export const unapprovedCoupon = and(couponOrder, isNull(properties.couponApprovedAt))!;
/**
 * A certificate the TIG service would bill: on no statement yet (billing status pending). A certificate is
 * stored in the same transaction that makes its property document_uploaded, and deleted with it, so the
 * property's status is not read again here: a page reads documents_certificates_unbilled_idx alone (the join
 * to 30,000 finished properties cost 100 ms in the bench); the count is kept (todo_totals, migration 0048).
 */
export const unbilledCertificate = and(
  eq(documents.type, 'certificate'),
  eq(documents.billingStatus, 'pending'),
)!;

/** What a to-do shows of its property; each kind adds when it became one (`at`). */
const todoColumns = {
  propertyId: properties.id,
  clientId: properties.clientId,
  clientName: properties.clientName,
  address: properties.address,
  couponCode: properties.couponCode,
};

/** Urgent coupon checks first (newest order first), then the certificates to bill (newest first). */
export async function listBankTodos(
  services: AppServices,
  query: z.output<typeof bankTodosQuerySchema>,
): Promise<BankTodoList> {
  const { db } = services.database;
  const counts = await keptTodoTotals(db);
  const offset = (query.page - 1) * query.pageSize;
  const items: BankTodo[] = [];
  if (offset < counts.urgent) {
    const rows = await db
      .select({ ...todoColumns, at: properties.orderedAt })
      .from(properties)
      .where(unapprovedCoupon)
      .orderBy(desc(properties.orderedAt), desc(properties.id))
      .limit(query.pageSize)
      .offset(offset);
    for (const row of rows) items.push({ kind: 'coupon_check', isUrgent: true, ...row, at: iso(row.at!) });
  }
  const left = query.pageSize - items.length;
  const tigOffset = Math.max(0, offset - counts.urgent);
  if (left > 0 && tigOffset < counts.tig) {
    // The page is chosen on the index alone; only its rows are joined to their property.
    const page = db
      .select({ id: documents.id, propertyId: documents.propertyId, uploadedAt: documents.uploadedAt })
      .from(documents)
      .where(unbilledCertificate)
      .orderBy(desc(documents.uploadedAt), desc(documents.id))
      .limit(left)
      .offset(tigOffset)
      .as('page');
    const rows = await db
      .select({ ...todoColumns, at: page.uploadedAt })
      .from(page)
      .innerJoin(properties, eq(properties.id, page.propertyId))
      .orderBy(desc(page.uploadedAt), desc(page.id));
    for (const row of rows) items.push({ kind: 'tig', isUrgent: false, ...row, at: iso(row.at) });
  }
  return { items, total: counts.urgent + counts.tig, page: query.page, pageSize: query.pageSize };
}

/** The badge on the bank's 'Főoldal' (docs/rules/access.md, 'Menus'), the clients waiting for an auditor. */
export async function getBankMenuBadges(services: AppServices): Promise<BankMenuBadges> {
  return { findingAuditor: await keptPropertyTotal(services.database.db, ['finding_auditor']) };
}
