// The totals kept by the writes (migration 0042, decision 0023): what a list or start page shows without
// counting up to a million rows on each request.
import { inArray, sum } from 'drizzle-orm';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../domain/statuses.ts';
import type { Executor } from './client.ts';
import type { Counted } from './query-helpers.ts';
import { clientTotals, propertyTotals, todoTotals } from './schema.ts';

/**
 * Clients not erased whose property is in one of `statuses` (every client for 'all'): exact. Every read
 * names its statuses, so it reads the five rows through their key: each change writes a new version of its
 * row, and a transaction that changes many (a bulk load) leaves the table thousands of pages long after
 * vacuum, which a scan would read whole (1,668 pages after 100,000 clients were loaded; migration 0045
 * compacts it).
 */
export async function keptClientTotal(
  db: Executor,
  statuses: readonly PropertyStatus[] | 'all',
): Promise<Counted> {
  const [row] = await db
    .select({ n: sum(clientTotals.clients) })
    .from(clientTotals)
    .where(inArray(clientTotals.propertyStatus, statuses === 'all' ? PROPERTY_STATUSES : [...statuses]));
  return { total: Number(row?.n ?? 0), capped: false };
}

/** Properties (erased clients' included) in one of `statuses`. */
export async function keptPropertyTotal(db: Executor, statuses: readonly PropertyStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: sum(propertyTotals.properties) })
    .from(propertyTotals)
    .where(inArray(propertyTotals.status, [...statuses]));
  return Number(row?.n ?? 0);
}

/** Properties (erased clients' included) by status. */
export async function keptPropertyTotals(db: Executor): Promise<Record<PropertyStatus, number>> {
  const rows = await db
    .select()
    .from(propertyTotals)
    .where(inArray(propertyTotals.status, [...PROPERTY_STATUSES]));
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.properties)])) as Record<
    PropertyStatus,
    number
  >;
}

/** The bank's to-do counts: coupon orders waiting for approval, certificates waiting for a TIG statement. */
export async function keptTodoTotals(db: Executor): Promise<{ urgent: number; tig: number }> {
  const rows = await db.select().from(todoTotals);
  const items = (kind: 'coupon_check' | 'tig') => Number(rows.find((row) => row.kind === kind)?.items ?? 0);
  return { urgent: items('coupon_check'), tig: items('tig') };
}
