// The change feed (docs/rules/api.md, 'Syncing orders'; decision 0025): the properties whose order, status,
// assignment, appointment, certificate or coupon changed since the caller's cursor, in the order of the
// transactions that changed them.
//
// A trigger stamps each change with its transaction's id (`properties.change_xid`, migration 0043). An id is
// taken when a transaction starts writing, not when it commits: transaction 11 may commit and be read before
// transaction 10 commits, so a cursor past 11 would skip 10's rows for ever. The feed therefore hands out
// only rows whose transaction is older than every transaction still running, `pg_snapshot_xmin` of the
// reader's snapshot: all of those have ended, and every later writer gets a larger id. A row changed again
// moves forward and is handed out again: a change is never missed, and a cursor never repeats one.
//
// Transaction ids are the whole PostgreSQL server's. A transaction of another database on the same server (a
// long bulk load, a benchmark's seed) cannot write these tables, so it need not hold the feed back: an id the
// reader's snapshot lists as running is left out of the watermark when pg_stat_activity shows it, at the
// moment of reading, as a backend of another database. An id that ended meanwhile, or that the portal's role
// may not see, is kept: the watermark only ever errs early, which delays a change, never loses one.
import { sql } from 'drizzle-orm';
import {
  API_MESSAGES,
  type ApiChange,
  type ApiChangePage,
  type ApiRemoval,
} from '../../../domain/api-keys.ts';
import { isUuid } from '../../../domain/list-query.ts';
import { type PropertyStatus } from '../../../domain/statuses.ts';
import { apiKey, checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';

export const ORDER_READERS = apiKey('orders:read');

/**
 * The feed's horizon: the oldest transaction of this database the reader's snapshot sees running (its
 * 32-bit id compared with pg_stat_activity's), or the snapshot's xmax when there is none.
 */
const WATERMARK = sql`(
  select coalesce(min(x), pg_snapshot_xmax(pg_current_snapshot()))
  from pg_snapshot_xip(pg_current_snapshot()) as x
  where not exists (
    select 1 from pg_stat_activity a
    where a.backend_xid is not null
      and a.datid <> (select oid from pg_database where datname = current_database())
      and a.backend_xid::text::bigint = x::text::bigint % 4294967296
  )
)`;

/** A position in the feed: the last handed-out row's transaction id and property id. */
interface Cursor {
  xid: string;
  id: string;
}

const START: Cursor = { xid: '0', id: '00000000-0000-0000-0000-000000000000' };

/** Opaque to the client: base64url of `xid.uuid`. */
export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(`${cursor.xid}.${cursor.id}`).toString('base64url');

export function decodeCursor(value: string | undefined): Cursor {
  if (value === undefined || value === '') return START;
  const [xid, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('.');
  if (rest.length > 0 || !xid || !/^\d{1,20}$/.test(xid) || !id || !isUuid(id))
    throw new AppError('invalid_cursor', 400, API_MESSAGES.invalidCursor, {
      fields: [{ path: 'querystring.cursor', message: API_MESSAGES.invalidCursor }],
    });
  return { xid, id };
}

interface ChangeRow {
  id: string;
  client_id: string;
  status: PropertyStatus | null;
  address: string | null;
  ordered_at: Date | string | null;
  auditor_assign_date: Date | string | null;
  appointment_date: Date | string | null;
  coupon_code: string | null;
  bank_reference: string | null;
  certificate_id: string | null;
  certificate_uploaded_at: Date | string | null;
  /** Set for a removal (property_removals), null for a property as it is now. */
  removed_at: Date | string | null;
  change_xid: string;
}

const isoOf = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

function itemOf(row: ChangeRow): ApiChange | ApiRemoval {
  if (row.removed_at !== null)
    return { propertyId: row.id, clientId: row.client_id, deleted: true, deletedAt: isoOf(row.removed_at)! };
  return {
    propertyId: row.id,
    clientId: row.client_id,
    deleted: false,
    status: row.status!,
    address: row.address!,
    orderedAt: isoOf(row.ordered_at),
    auditorAssignedAt: isoOf(row.auditor_assign_date),
    appointmentAt: isoOf(row.appointment_date),
    certificate:
      row.certificate_id && row.certificate_uploaded_at
        ? { id: row.certificate_id, uploadedAt: isoOf(row.certificate_uploaded_at)! }
        : null,
    couponCode: row.coupon_code,
    bankReference: row.bank_reference,
  };
}

/**
 * One page of changes after the cursor, at most `limit`. The clients are the ones the bank's screens list
 * (not erased); what a change tells is what the bank's client detail shows, nothing of the auditor's notes or
 * the operator's data. A property deleted, or kept without its erased client, comes once more as a removal
 * (property_removals, migration 0046), in its place among the changes.
 */
export async function listChanges(
  services: AppServices,
  actor: Pick<Actor, 'role' | 'onboarded'>,
  query: { cursor?: string | undefined; limit: number },
): Promise<ApiChangePage> {
  checkAccess(actor, ORDER_READERS);
  const after = decodeCursor(query.cursor);
  const take = query.limit + 1;
  // Each branch reads its own (change_xid, id) index in order and stops at `take` rows; the page is the first
  // `take` of both. The newest certificate is read through the (property_id, type, uploaded_at) index, only
  // for finished properties: the bank sees a certificate once the property is done (bank-clients/service.ts).
  const result = await services.database.db.execute(sql`
    with horizon as materialized (select ${WATERMARK} as xid)
    select feed.id, feed.client_id, feed.status, feed.address, feed.ordered_at, feed.auditor_assign_date,
           feed.appointment_date, feed.coupon_code, feed.bank_reference, feed.certificate_id,
           feed.certificate_uploaded_at, feed.removed_at, feed.change_xid::text as change_xid
    from (
      (select p.id, p.client_id, p.status, p.address, p.ordered_at, p.auditor_assign_date, p.appointment_date,
              p.coupon_code, c.bank_reference, d.id as certificate_id, d.uploaded_at as certificate_uploaded_at,
              null::timestamptz as removed_at, p.change_xid
       from properties p
       join profiles pr on pr.id = p.client_id
       left join coupons c on c.code = p.coupon_code
       left join lateral (
         select d.id, d.uploaded_at from documents d
         where p.status = 'document_uploaded' and d.property_id = p.id and d.type = 'certificate'
         order by d.uploaded_at desc nulls last limit 1
       ) d on true
       where (p.change_xid, p.id) > (${after.xid}::xid8, ${after.id}::uuid)
         and p.change_xid < (select xid from horizon)
         and pr.erased_at is null
       order by p.change_xid, p.id
       limit ${take})
      union all
      (select r.property_id, r.client_id, null, null, null, null, null, null, null, null, null, r.removed_at,
              r.change_xid
       from property_removals r
       where (r.change_xid, r.property_id) > (${after.xid}::xid8, ${after.id}::uuid)
         and r.change_xid < (select xid from horizon)
       order by r.change_xid, r.property_id
       limit ${take})
    ) feed
    order by feed.change_xid, feed.id
    limit ${take}`);
  const rows = (result as unknown as { rows: ChangeRow[] }).rows;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(itemOf),
    nextCursor: encodeCursor(last ? { xid: last.change_xid, id: last.id } : after),
    hasMore: rows.length > query.limit,
  };
}
