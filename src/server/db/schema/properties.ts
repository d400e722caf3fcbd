// A client's property and what hangs on it: the coupon it was ordered with, its documents, notes, the
// rating of its auditor and the certificate's share links.
import { sql } from 'drizzle-orm';
import { BILLING_STATUSES } from '../../../domain/certificates.ts';
import { DOCUMENT_TYPES } from '../../../domain/statuses.ts';
import {
  type AnyPgColumn,
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, nameSortKey, partOf, recordId, textPartOf, timestamptz } from './columns.ts';
import { actedBy, profiles, PROPERTY_STATUS_VALUES } from './people.ts';

/**
 * PostgreSQL's 64-bit transaction id, read as text: the change feed's cursor is the id of the transaction
 * that last changed a row (decision 0025).
 */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    address: text('address'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    claimedBy: text('claimed_by').references(() => profiles.id, { onDelete: 'restrict' }),
    claimedAt: timestamptz('claimed_at'),
    importedBy: actedBy('imported_by'),
    importedAt: timestamptz('imported_at').notNull().defaultNow(),
    /** The bank's own reference for the coupon (its CRM's id), sent through the API (migration 0043). */
    bankReference: text('bank_reference'),
  },
  (t) => [
    check('coupons_claim_pair_check', sql`(${t.claimedBy} is null) = (${t.claimedAt} is null)`),
    check('coupons_code_format_check', sql`${t.code} ~ '^[A-Z0-9]{6,12}$'`),
    uniqueIndex('coupons_claimed_by_unique').on(t.claimedBy),
    index('coupons_claimed_at_idx').on(t.claimedAt),
  ],
);

/** What a search over properties reads (pg_trgm indexes it, so ILIKE '%…%' needs no scan). */
const searchText = (t: { clientName: AnyPgColumn; clientEmail: AnyPgColumn; address: AnyPgColumn }) =>
  sql`${t.clientName} || ' ' || ${t.clientEmail} || ' ' || ${t.address}`;

export const properties = pgTable(
  'properties',
  {
    id: recordId(),
    clientId: text('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    auditorId: text('auditor_id').references(() => profiles.id, { onDelete: 'restrict' }),
    couponCode: text('coupon_code').references(() => coupons.code, { onDelete: 'restrict' }),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    county: text('county').notNull(),
    status: text('status', { enum: PROPERTY_STATUS_VALUES }).notNull().default('new'),
    area: integer('area'),
    contactPerson: jsonb('contact_person').$type<{ name: string; phone: string; email?: string } | null>(),
    orderedAt: timestamptz('ordered_at'),
    auditorAssignDate: timestamptz('auditor_assign_date'),
    auditorFirstcallDate: timestamptz('auditor_firstcall_date'),
    appointmentDate: timestamptz('appointment_date'),
    /** SEQUENCE of the appointment's calendar invitation: every change sends an update with the same UID. */
    appointmentSequence: integer('appointment_sequence').notNull().default(0),
    /** The bank's check of the order's coupon (docs/rules/coupons.md, 'Approving'): who approved it, when. */
    couponApprovedAt: timestamptz('coupon_approved_at'),
    couponApprovedBy: actedBy('coupon_approved_by'),
    /**
     * Why the planner chose this auditor, when no person did (a campaign's batch or the automatic assignment
     * of a new order, docs/rules/assignment.md); null after a manual assignment (migration 0041).
     */
    assignmentExplanation: text('assignment_explanation'),
    /**
     * The client's name and e-mail address, copied from the profile by triggers (migration 0010) so the
     * auditor's list can search and sort its thousands of rows without a join (decision 0009). Never
     * written by the application.
     */
    clientName: text('client_name').notNull().default(''),
    clientEmail: text('client_email').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * The transaction that last changed what the change feed tells (status, dates, assignment, coupon,
     * certificate), set by a trigger (migration 0043), never by the application; '1' for rows older than
     * the feed. The feed hands out only rows below every running transaction (decision 0025).
     */
    changeXid: xid8('change_xid')
      .notNull()
      .default(sql`'1'::xid8`),
  },
  (t) => [
    check('properties_status_check', inList('status', PROPERTY_STATUS_VALUES)),
    check('properties_area_check', sql`${t.area} is null or ${t.area} > 0`),
    check('properties_postcode_check', sql`${t.postcode} ~ '^[0-9]{4}$'`),
    check(
      'properties_assignment_check',
      sql`status not in ('auditor_assigned', 'appointment_scheduled', 'document_uploaded') or (${t.auditorId} is not null and ${t.auditorAssignDate} is not null)`,
    ),
    // One property per client: a coupon redemption creates or returns it (docs/data-model.md, 'Properties').
    uniqueIndex('properties_client_unique').on(t.clientId),
    uniqueIndex('properties_coupon_unique').on(t.couponCode),
    // The auditor's counters, and a status-filtered list in appointment order (docs/roles/auditor.md,
    // 'Client list').
    index('properties_auditor_status_appointment_idx').on(t.auditorId, t.status, t.appointmentDate, t.id),
    index('properties_auditor_created_idx').on(t.auditorId, t.createdAt.desc()),
    index('properties_search_idx')
      .using('gin', sql`(${searchText(t)}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('properties_status_created_idx').on(t.status, t.createdAt.desc()),
    index('properties_created_idx').on(t.createdAt.desc()),
    // The auditor ranking counts each auditor's appointments this week from the index alone.
    index('properties_appointment_auditor_idx').on(t.appointmentDate, t.auditorId),
    index('properties_county_idx').on(t.county),
    // The bank's to-do list and coupon check: orders placed with a coupon it has not approved yet
    // (migration 0039).
    index('properties_coupon_unapproved_idx')
      .on(t.orderedAt.desc(), t.id)
      .where(
        sql`${t.orderedAt} is not null and ${t.couponCode} is not null and ${t.couponApprovedAt} is null`,
      ),
    // The orders of a period: the bank's dashboard (its last 7 days) and reports, and the oldest open
    // orders (migration 0031).
    index('properties_ordered_idx').on(t.orderedAt),
    // The bank's report counts the overdue orders from this index alone (migration 0035 adds INCLUDE
    // (county, ordered_at, created_at, auditor_assign_date), which drizzle cannot express).
    index('properties_overdue_idx')
      .on(sql`coalesce(${t.auditorAssignDate}, ${t.createdAt})`)
      .where(sql`${t.status} = 'auditor_assigned' and ${t.appointmentDate} is null`),
    // The report's slowest open orders of a period, in order time (migration 0035).
    index('properties_open_ordered_idx')
      .on(t.orderedAt, t.id)
      .where(sql`${t.status} in ('finding_auditor', 'auditor_assigned', 'appointment_scheduled')`),
    // The admin's start page: the oldest order waiting for an auditor, and appointments passed without a
    // certificate (migration 0034).
    index('properties_waiting_since_idx')
      .on(sql`(coalesce(${t.orderedAt}, ${t.createdAt}))`)
      .where(sql`${t.status} = 'finding_auditor'`),
    // The change feed's cursor order (decision 0025).
    index('properties_change_idx').on(t.changeXid, t.id),
    index('properties_scheduled_appointment_idx')
      .on(t.appointmentDate)
      .where(sql`${t.status} = 'appointment_scheduled'`),
  ],
);

export const propertySearchText = searchText(properties);

export const DOCUMENT_TYPE_VALUES = DOCUMENT_TYPES;
export const BILLING_STATUS_VALUES = BILLING_STATUSES;

export const documents = pgTable(
  'documents',
  {
    id: recordId(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** Who uploaded it. */
    userId: actedBy('user_id'),
    type: text('type', { enum: DOCUMENT_TYPE_VALUES }).notNull(),
    /** The original file name, shown to people and sent in Content-Disposition. */
    name: text('name').notNull(),
    /** Key in the file store; never a public URL (docs/product.md, 'No public file links'). */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
    // --- Admin Light's certificate list (migration 0022) ---
    /**
     * A certificate's billing: pending until a TIG statement sends it to the bank, then paid
     * (docs/product.md, 'Persisted billing status').
     */
    billingStatus: text('billing_status', { enum: BILLING_STATUS_VALUES }).notNull().default('pending'),
    // The property's client name, address and auditor name, copied by triggers (migration 0022) so the
    // list of 100,000 certificates filters and sorts one table (decision 0009). Never written by the app.
    clientName: text('client_name'),
    propertyAddress: text('property_address'),
    auditorName: text('auditor_name'),
    /** What the certificate list's free-text search reads, lower-cased once on write (pg_trgm indexes it). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(client_name, '') || ' ' || coalesce(property_address, '') || ' ' || name || ' ' || coalesce(auditor_name, ''))`,
    ),
  },
  (t) => {
    const certificate = sql`${t.type} = 'certificate'`;
    return [
      check('documents_type_check', inList('type', DOCUMENT_TYPE_VALUES)),
      check('documents_property_check', sql`type = 'weekly_report' or ${t.propertyId} is not null`),
      check('documents_size_check', sql`${t.sizeBytes} >= 0`),
      index('documents_property_type_idx').on(t.propertyId, t.type, t.uploadedAt.desc()),
      index('documents_type_uploaded_idx').on(t.type, t.uploadedAt.desc()),
      // --- Admin Light's certificate list (migration 0022) ---
      check('documents_billing_status_check', inList('billing_status', BILLING_STATUS_VALUES)),
      index('documents_certificates_uploaded_idx').on(t.uploadedAt, t.id).where(certificate),
      // The bank's 'TIG generálás' to-do items, newest first, and their count (migration 0030).
      index('documents_certificates_unbilled_idx')
        .on(t.uploadedAt.desc(), t.id.desc())
        .where(sql`${t.type} = 'certificate' and ${t.billingStatus} = 'pending'`),
      index('documents_certificates_client_idx').on(nameSortKey(t.clientName), t.id).where(certificate),
      index('documents_certificates_address_idx').on(t.propertyAddress, t.id).where(certificate),
      index('documents_certificates_auditor_idx').on(nameSortKey(t.auditorName), t.id).where(certificate),
      // Migration 0022 adds INCLUDE (billing_status), which drizzle cannot express: an index on an
      // expression serves an index-only scan only with the column under it (page 900 of 100 by billing
      // status: a sort of 90,000 rows, 62 ms, became an index-only scan, 18 ms).
      index('documents_certificates_billing_idx')
        .on(billingOrder(t.billingStatus), t.uploadedAt, t.id)
        .where(certificate),
      index('documents_certificates_billing_uploaded_idx')
        .on(t.billingStatus, t.uploadedAt, t.id)
        .where(certificate),
      index('documents_certificates_search_idx')
        .using('gin', sql`${t.searchText} gin_trgm_ops`)
        .with({ fastupdate: false })
        .where(certificate),
      index('documents_certificates_client_trgm_idx')
        .using('gin', sql`${t.clientName} gin_trgm_ops`)
        .with({ fastupdate: false })
        .where(certificate),
      index('documents_certificates_auditor_trgm_idx')
        .using('gin', sql`${t.auditorName} gin_trgm_ops`)
        .with({ fastupdate: false })
        .where(certificate),
    ];
  },
);

/**
 * The billing statuses in their working order (pending, sent, paid): the list sorts by this expression,
 * which an index of migration 0022 holds in the same words.
 */
export function billingOrder(column: AnyPgColumn) {
  return sql`(array_position(array['pending', 'sent', 'paid'], ${column}))`;
}

export const propertyNotes = pgTable(
  'property_notes',
  {
    id: recordId(),
    propertyId: partOf('property_id', () => properties.id),
    createdBy: actedBy('created_by'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('property_notes_content_check', sql`char_length(${t.content}) between 1 and 500`),
    index('property_notes_property_created_idx').on(t.propertyId, t.createdAt.desc()),
  ],
);

/** Clients rate the auditor once, after the certificate arrives (docs/product.md, 'Ratings from clients'). */
export const ratings = pgTable(
  'ratings',
  {
    id: recordId(),
    propertyId: partOf('property_id', () => properties.id),
    auditorId: textPartOf('auditor_id', () => profiles.id),
    clientId: actedBy('client_id'),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
    check('ratings_comment_check', sql`${t.comment} is null or char_length(${t.comment}) <= 500`),
    uniqueIndex('ratings_property_unique').on(t.propertyId),
    index('ratings_auditor_idx').on(t.auditorId, t.createdAt.desc()),
  ],
);

/**
 * A client's share of a certificate with someone else (docs/product.md, 'Certificate sharing'): a link
 * valid for 7 days that the client may revoke. Only the SHA-256 of the link's token is kept, so a database
 * reader cannot open shares.
 */
export const certificateShares = pgTable(
  'certificate_shares',
  {
    id: recordId(),
    propertyId: partOf('property_id', () => properties.id),
    documentId: partOf('document_id', () => documents.id),
    createdBy: actedBy('created_by'),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    lastOpenedAt: timestamptz('last_opened_at'),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [
    check('certificate_shares_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
    index('certificate_shares_property_created_idx').on(t.propertyId, t.createdAt.desc()),
  ],
);
