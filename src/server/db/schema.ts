// Every entity of docs/data-model.md. Better Auth's tables (user, session, account, verification)
// keep its own names; profiles hold our role and personal data, one per user.
import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  LEAD_HISTORY_KINDS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
} from '../../domain/constants.ts';
import { LOG_ACTION_TYPES } from '../../domain/log-types.ts';
import { NEWS_AUDIENCE_ROLES } from '../../domain/news.ts';
import { ROLES } from '../../domain/roles.ts';
import { DOCUMENT_TYPES, PROPERTY_STATUSES } from '../../domain/statuses.ts';
import { BILLING_STATUSES } from '../../domain/certificates.ts';
import { WEEKLY_ZIP_STATUSES } from '../../domain/weekly-zip.ts';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

// --- Better Auth --------------------------------------------------------------------------------------
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** Better Auth's two-factor plugin: set once an authenticator app is confirmed. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  // expires_at: the hourly retention job finds expired sessions without reading them all.
  (t) => [index('session_user_id_idx').on(t.userId), index('session_expires_at_idx').on(t.expiresAt)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('verification_identifier_idx').on(t.identifier),
    index('verification_expires_at_idx').on(t.expiresAt),
  ],
);

/** The TOTP secret and one-time recovery codes, both encrypted with AUTH_SECRET by Better Auth. */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [uniqueIndex('two_factor_user_unique').on(t.userId)],
);

/**
 * Authenticator codes already spent (decision 0012): a six-digit code signs in once, though the app shows
 * it for 30 s and the server accepts it a step either side. Kept until the code can no longer be valid.
 */
export const twoFactorUsedCodes = pgTable(
  'two_factor_used_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.code] }),
    index('two_factor_used_codes_expires_idx').on(t.expiresAt),
  ],
);

// --- Portal -------------------------------------------------------------------------------------------
// The value lists come from src/domain, so the database checks and the app's rules cannot drift apart.
export const ROLE_VALUES = ROLES;
export const PROPERTY_STATUS_VALUES = PROPERTY_STATUSES;

/**
 * A status's place in the process (0 new … 4 document_uploaded), for the client list's status sort: kept in
 * a stored column (migration 0037) so its index serves deep pages by index-only scans, which an
 * expression index did not (a page 2,000 deep sorted 100,000 rows: 150 ms on PostgreSQL).
 */
const PROPERTY_STATUS_RANK = sql.raw(
  `CASE property_status ${PROPERTY_STATUSES.map((status, rank) => `WHEN '${status}' THEN ${rank}`).join(' ')} END`,
);

/**
 * A name as the lists sort it, in Hungarian alphabetical order ('Cukor' < 'Csizmár', 'Olasz' < 'Őri' < 'Pál'):
 * the SQL function of migration 0040, the one definition of that order in the database (decision 0019),
 * compared code point by code point whatever the database's collation. Every ORDER BY on a person's name and
 * the index that serves it use this same expression.
 */
export const nameSortKey = (name: SQLWrapper) => sql`(hu_sort_key(${name}) collate "C")`;

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Sequential number behind the displayed ids 'KH-00042' and 'TAN-000042'. */
    displayNumber: integer('display_number').generatedAlwaysAsIdentity().notNull().unique(),
    role: text('role', { enum: ROLE_VALUES }).notNull(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    /** '{postcode} {city}, {street} {houseNumber}' (docs/rules/validation.md, 'Address'). */
    address: text('address'),
    registrationDate: timestamptz('registration_date').notNull().defaultNow(),
    privacyAcceptedAt: timestamptz('privacy_accepted_at'),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    khDataSharingAcceptedAt: timestamptz('kh_data_sharing_accepted_at'),
    portalMarketingAcceptedAt: timestamptz('portal_marketing_accepted_at'),
    /** An account made by the operator with a temporary password: it sets its own at the first sign-in. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /** Set when the person's data was erased (GDPR); the row stays for records the law requires. */
    erasedAt: timestamptz('erased_at'),
    /** Set by the operator (CLI user:deactivate): the account cannot sign in and its sessions end. */
    deactivatedAt: timestamptz('deactivated_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    // A client's property, as the back office's client list filters and sorts by it: copied from the
    // client's property (and its auditor's name) by triggers (migration 0011), so the list of 100,000
    // clients reads one table and its indexes (decision 0009). Never written by the application.
    propertyStatus: text('property_status', { enum: PROPERTY_STATUS_VALUES }).notNull().default('new'),
    propertyOrderedAt: timestamptz('property_ordered_at'),
    propertyAddress: text('property_address'),
    propertyCouponCode: text('property_coupon_code'),
    propertyAuditorName: text('property_auditor_name'),
    propertyStatusRank: smallint('property_status_rank').generatedAlwaysAs(PROPERTY_STATUS_RANK),
    /**
     * What the client list's free-text search reads, lower-cased once on write: pg_trgm indexes it, and
     * LIKE rechecks a match without lower-casing every candidate row as ILIKE would.
     */
    searchText: text('search_text').generatedAlwaysAs(
      // With the displayed id ('kh-00012', 'tan-000002') and, on a client, the auditor's name (migration 0036).
      sql`lower(CASE role WHEN 'client' THEN 'kh-' || lpad(display_number::text, greatest(5, length(display_number::text)), '0') || ' ' WHEN 'auditor' THEN 'tan-' || lpad(display_number::text, greatest(6, length(display_number::text)), '0') || ' ' ELSE '' END || name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(address, '') || ' ' || coalesce(property_address, '') || ' ' || coalesce(property_auditor_name, ''))`,
    ),
  },
  (t) => {
    const listed = sql`${t.role} = 'client' and ${t.erasedAt} is null`;
    return [
      check('profiles_role_check', inList('role', ROLE_VALUES)),
      index('profiles_role_registration_idx').on(t.role, t.registrationDate.desc()),
      index('profiles_email_idx').on(t.email),
      index('profiles_clients_registration_idx').on(t.registrationDate, t.id).where(listed),
      index('profiles_clients_name_idx').on(nameSortKey(t.name), t.id).where(listed),
      index('profiles_clients_email_idx').on(t.email, t.id).where(listed),
      index('profiles_clients_status_idx').on(t.propertyStatus, t.registrationDate, t.id).where(listed),
      index('profiles_clients_ordered_idx').on(t.propertyOrderedAt, t.id).where(listed),
      index('profiles_clients_auditor_idx').on(nameSortKey(t.propertyAuditorName), t.id).where(listed),
      // The status sort in the process order (migration 0037); empty order dates and auditors last both
      // ways (migration 0036).
      index('profiles_clients_status_rank_idx')
        .on(t.propertyStatusRank, t.registrationDate, t.id)
        .where(listed),
      // The lists' match count reads this small index alone, not the table (migration 0038).
      index('profiles_clients_count_idx').on(t.propertyStatusRank).where(listed),
      index('profiles_clients_ordered_desc_idx')
        .on(t.propertyOrderedAt.desc().nullsLast(), t.id.desc())
        .where(listed),
      index('profiles_clients_auditor_desc_idx')
        .on(sql`${nameSortKey(t.propertyAuditorName)} desc nulls last`, t.id.desc())
        .where(listed),
      // The system log finds people by name or e-mail, whatever their role (migration 0024).
      index('profiles_name_email_search_idx')
        .using('gin', sql`(lower(${t.name} || ' ' || ${t.email})) gin_trgm_ops`)
        .with({ fastupdate: false }),
      index('profiles_clients_search_idx')
        .using('gin', sql`${t.searchText} gin_trgm_ops`)
        .with({ fastupdate: false })
        .where(listed),
      index('profiles_clients_coupon_idx')
        .using('gin', sql`${t.propertyCouponCode} gin_trgm_ops`)
        .with({ fastupdate: false })
        .where(listed),
    ];
  },
);

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    address: text('address'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    claimedBy: text('claimed_by').references(() => profiles.id, { onDelete: 'restrict' }),
    claimedAt: timestamptz('claimed_at'),
    importedBy: text('imported_by').references(() => profiles.id, { onDelete: 'set null' }),
    importedAt: timestamptz('imported_at').notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
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
    couponApprovedBy: text('coupon_approved_by').references(() => profiles.id, { onDelete: 'set null' }),
    /**
     * The client's name and e-mail address, copied from the profile by triggers (migration 0010) so the
     * auditor's list can search and sort its thousands of rows without a join (decision 0009). Never
     * written by the application.
     */
    clientName: text('client_name').notNull().default(''),
    clientEmail: text('client_email').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** Who uploaded it. */
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('property_notes_content_check', sql`char_length(${t.content}) between 1 and 500`),
    index('property_notes_property_created_idx').on(t.propertyId, t.createdAt.desc()),
  ],
);

export const auditorDetails = pgTable(
  'auditor_details',
  {
    auditorId: text('auditor_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    onboardingStatus: text('onboarding_status', { enum: ['init', 'accepted'] })
      .notNull()
      .default('init'),
    companyName: text('company_name'),
    companyTaxNumber: text('company_tax_number'),
    companyAddress: text('company_address'),
    /** The company address's postcode: the origin of distances to properties. */
    companyPostcode: text('company_postcode'),
    contactEmail: text('contact_email'),
    representativeName: text('representative_name'),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    workCapacity: integer('work_capacity').notNull().default(5),
    acceptedCounties: text('accepted_counties')
      .array()
      .notNull()
      .default(sql`'{Budapest}'::text[]`),
    /** The certifier's register number (docs/rules/validation.md, 'Auditor fields': certification id). */
    certificationId: text('certification_id'),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specialisations: text('specialisations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experience: text('experience', { enum: ['1-2', '3-5', '6-10', '10+'] }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Active clients (docs/data-model.md, 'Counters'): the auditor's properties in auditor_assigned or
     * appointment_scheduled.
     * Kept by database triggers (migration 0017, decision 0010), so the ranking reads it instead of
     * counting every auditor's open work on each call.
     */
    activeClients: integer('active_clients').notNull().default(0),
    notes: text('notes'),
    /** The secret in the auditor's private calendar feed URL; a new one revokes the old link. */
    calendarToken: text('calendar_token').unique(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('auditor_details_onboarding_check', sql`onboarding_status in ('init', 'accepted')`),
    check('auditor_details_capacity_check', sql`${t.workCapacity} between 0 and 20`),
    check(
      'auditor_details_experience_check',
      sql`experience is null or experience in ('1-2', '3-5', '6-10', '10+')`,
    ),
    check('auditor_details_notes_check', sql`${t.notes} is null or char_length(${t.notes}) <= 500`),
    check(
      'auditor_details_accepted_check',
      sql`onboarding_status <> 'accepted' or ${t.termsAcceptedAt} is not null`,
    ),
    index('auditor_details_available_idx').on(t.onboardingStatus, t.isActive),
  ],
);

export const LOG_ACTION_TYPE_VALUES = LOG_ACTION_TYPES;

export const userLogs = pgTable(
  'user_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    actionType: text('action_type', { enum: LOG_ACTION_TYPE_VALUES }).notNull(),
    details: text('details'),
    metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
    timestamp: timestamptz('timestamp').notNull().defaultNow(),
  },
  (t) => [
    check('user_logs_action_type_check', inList('action_type', LOG_ACTION_TYPE_VALUES)),
    // Migration 0024: the system log pages by (timestamp, id) in either direction; the migration adds
    // INCLUDE (action_type, user_id) and INCLUDE (user_id), which drizzle cannot express, so the statistics
    // are counted from the index alone.
    index('user_logs_timestamp_idx').on(t.timestamp, t.id),
    index('user_logs_type_timestamp_idx').on(t.actionType, t.timestamp, t.id),
    index('user_logs_user_timestamp_idx').on(t.userId, t.timestamp.desc()),
    // The system log's search over the action and its details (pg_trgm, decision 0009).
    index('user_logs_search_idx')
      .using('gin', sql`(lower(${t.action} || ' ' || coalesce(${t.details}, ''))) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

// --- Platform -----------------------------------------------------------------------------------------
export const MAIL_STATUS_VALUES = ['pending', 'sent', 'failed'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    /**
     * The person the message is to or about (a user id): erasure deletes their queued mail
     * (docs/rules/emails.md, 'Retention and erasure').
     */
    aboutUserId: text('about_user_id'),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: MAIL_STATUS_VALUES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    check('mail_outbox_status_check', inList('status', MAIL_STATUS_VALUES)),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
    index('mail_outbox_about_user_idx').on(t.aboutUserId),
  ],
);

export const JOB_STATUS_VALUES = ['pending', 'running', 'done', 'failed'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Makes scheduling idempotent: the same key is queued once (e.g. one reminder per appointment). */
    uniqueKey: text('unique_key').unique(),
    status: text('status', { enum: JOB_STATUS_VALUES }).notNull().default('pending'),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamptz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    check('jobs_status_check', inList('status', JOB_STATUS_VALUES)),
    index('jobs_due_idx').on(t.status, t.runAt),
  ],
);

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_key_at_idx').on(t.key, t.at)],
);

// --- Back office (docs/data-model.md, 'Back office'): persisted instead of sample data -----------------
export const LEAD_SOURCE_VALUES = LEAD_SOURCES;
export const LEAD_STATUS_VALUES = LEAD_STATUSES;

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    source: text('source', { enum: LEAD_SOURCE_VALUES }).notNull(),
    status: text('status', { enum: LEAD_STATUS_VALUES }).notNull().default('new'),
    registrationDate: timestamptz('registration_date').notNull().defaultNow(),
    lastContact: timestamptz('last_contact'),
    nextContactAt: timestamptz('next_contact_at'),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    // Migration 0028: the registered client this lead became, and the last invitation.
    clientId: text('client_id').references(() => profiles.id, { onDelete: 'set null' }),
    invitedAt: timestamptz('invited_at'),
    invitedBy: text('invited_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** The list's search, lower-cased once on write and indexed with pg_trgm (like profiles.search_text). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || email || ' ' || phone || ' ' || address)`,
    ),
  },
  (t) => [
    check('leads_source_check', inList('source', LEAD_SOURCE_VALUES)),
    check('leads_status_check', inList('status', LEAD_STATUS_VALUES)),
    index('leads_status_registration_idx').on(t.status, t.registrationDate.desc()),
    // One lead per e-mail address, whatever its case.
    uniqueIndex('leads_email_unique').on(sql`lower(${t.email})`),
    index('leads_client_idx')
      .on(t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('leads_registration_idx').on(t.registrationDate, t.id),
    index('leads_name_idx').on(nameSortKey(t.name), t.id),
    index('leads_last_contact_idx').on(t.lastContact, t.id),
    index('leads_source_idx').on(t.source, t.registrationDate, t.id),
    index('leads_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const LEAD_HISTORY_KIND_VALUES = LEAD_HISTORY_KINDS;

/** Every change of a lead with who made it and when, including its creation or import. */
export const leadHistory = pgTable(
  'lead_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the lines written at one instant (one change of several fields). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** Written by the portal itself (the registration's link, the erasure's unlink), not by a person. */
    isSystem: boolean('is_system').notNull().default(false),
    at: timestamptz('at').notNull().defaultNow(),
    kind: text('kind', { enum: LEAD_HISTORY_KIND_VALUES }).notNull(),
    field: text('field'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [
    check('lead_history_kind_check', inList('kind', LEAD_HISTORY_KIND_VALUES)),
    index('lead_history_lead_at_idx').on(t.leadId, t.at.desc(), t.seq.desc()),
  ],
);

export const leadTasks = pgTable(
  'lead_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueAt: timestamptz('due_at'),
    doneAt: timestamptz('done_at'),
    doneBy: text('done_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('lead_tasks_title_check', sql`char_length(${t.title}) between 1 and 200`),
    index('lead_tasks_lead_idx').on(t.leadId, t.createdAt, t.id),
  ],
);

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('lead_notes_text_check', sql`char_length(${t.text}) between 1 and 1000`),
    index('lead_notes_lead_created_idx').on(t.leadId, t.createdAt.desc()),
  ],
);

export const TICKET_TYPE_VALUES = TICKET_TYPES;
export const TICKET_PRIORITY_VALUES = TICKET_PRIORITIES;
export const TICKET_STATUS_VALUES = TICKET_STATUSES;

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: TICKET_TYPE_VALUES }).notNull().default('other'),
    priority: text('priority', { enum: TICKET_PRIORITY_VALUES }).notNull().default('medium'),
    status: text('status', { enum: TICKET_STATUS_VALUES }).notNull().default('open'),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('support_tickets_type_check', inList('type', TICKET_TYPE_VALUES)),
    check('support_tickets_priority_check', inList('priority', TICKET_PRIORITY_VALUES)),
    check('support_tickets_status_check', inList('status', TICKET_STATUS_VALUES)),
    index('support_tickets_status_created_idx').on(t.status, t.createdAt.desc()),
    // Migration 0029: the unfiltered list, newest first.
    index('support_tickets_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const TICKET_COMMENT_KIND_VALUES = ['comment', 'status'] as const;

/**
 * A support ticket's thread (migration 0029): people's comments and the system lines of status
 * changes ('Állapot: Nyitott → Folyamatban'), read in the order they were written (seq).
 */
export const supportTicketComments = pgTable(
  'support_ticket_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of writing: two lines of one instant (a comment and a status change) keep their order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: TICKET_COMMENT_KIND_VALUES }).notNull().default('comment'),
    body: text('body'),
    oldStatus: text('old_status', { enum: TICKET_STATUS_VALUES }),
    newStatus: text('new_status', { enum: TICKET_STATUS_VALUES }),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_ticket_comments_kind_check', inList('kind', TICKET_COMMENT_KIND_VALUES)),
    check(
      'support_ticket_comments_body_check',
      sql`kind <> 'comment' or (body is not null and char_length(body) between 1 and 2000)`,
    ),
    check(
      'support_ticket_comments_status_check',
      sql.raw(
        `kind <> 'status' or (old_status is not null and new_status is not null and old_status in (${TICKET_STATUS_VALUES.map((v) => `'${v}'`).join(', ')}) and new_status in (${TICKET_STATUS_VALUES.map((v) => `'${v}'`).join(', ')}))`,
      ),
    ),
    index('support_ticket_comments_ticket_seq_idx').on(t.ticketId, t.seq),
  ],
);

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    source: text('source').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    // Migration 0033: the roles the news is published to, and who changed it last.
    audience: text('audience', { enum: NEWS_AUDIENCE_ROLES })
      .array()
      .notNull()
      .default(sql`'{auditor,bank_admin}'::text[]`),
    updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'news_audience_check',
      sql.raw(
        `cardinality(audience) between 1 and 3 and audience <@ array[${NEWS_AUDIENCE_ROLES.map((v) => `'${v}'`).join(', ')}]::text[]`,
      ),
    ),
    check(
      'news_text_check',
      sql`char_length(title) between 1 and 200 and char_length(source) between 1 and 200 and char_length(content) between 1 and 5000`,
    ),
    index('news_date_created_idx').on(t.date.desc(), t.createdAt.desc(), t.id.desc()),
    index('news_audience_idx').using('gin', t.audience),
  ],
);

/** The news item's read flag, kept per reader (docs/product.md, 'News audience'). */
export const newsReads = pgTable(
  'news_reads',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_reads_unique').on(t.newsId, t.userId),
    // Migration 0033: a reader's unread count.
    index('news_reads_user_idx').on(t.userId),
  ],
);

/** Clients rate the auditor once, after the certificate arrives (docs/product.md, 'Ratings from clients'). */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    auditorId: text('auditor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: text('client_id').references(() => profiles.id, { onDelete: 'set null' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
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

/** ALTCHA solutions already used: a solved challenge is good for one submission only. */
export const spentCaptchas = pgTable(
  'spent_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('spent_captchas_expires_idx').on(t.expiresAt)],
);

// --- TIG statements (docs/product.md, 'TIG statements') ----------------------------------------------
// A statement billed to the bank: its lines are snapshots of the certificates as they were billed, so a
// later change of name or address does not rewrite an issued statement. The certificates' own billing
// status (documents.billing_status, migration 0023/0022) is written only by the TIG service's
// setBillingStatus.
export const TIG_STATEMENT_STATUS_VALUES = ['sent', 'paid'] as const;

export const tigStatements = pgTable(
  'tig_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable and gap-free per Budapest year: TIG-2026-0001. */
    number: text('number').notNull().unique(),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    feeHuf: integer('fee_huf').notNull(),
    certificateCount: integer('certificate_count').notNull(),
    totalHuf: bigint('total_huf', { mode: 'number' }).notNull(),
    status: text('status', { enum: TIG_STATEMENT_STATUS_VALUES }).notNull().default('sent'),
    paidAt: timestamptz('paid_at'),
    paidBy: text('paid_by').references(() => profiles.id, { onDelete: 'set null' }),
    textFileKey: text('text_file_key').notNull().unique(),
    textFileName: text('text_file_name').notNull(),
    pdfFileKey: text('pdf_file_key').notNull().unique(),
    pdfFileName: text('pdf_file_name').notNull(),
  },
  (t) => [
    check('tig_statements_status_check', inList('status', TIG_STATEMENT_STATUS_VALUES)),
    check('tig_statements_paid_check', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check('tig_statements_count_check', sql`${t.certificateCount} > 0 and ${t.feeHuf} >= 0`),
    check('tig_statements_total_check', sql`${t.totalHuf} = ${t.certificateCount}::bigint * ${t.feeHuf}`),
    index('tig_statements_created_idx').on(t.createdAt.desc()),
  ],
);

export const tigStatementLines = pgTable(
  'tig_statement_lines',
  {
    statementId: uuid('statement_id')
      .notNull()
      .references(() => tigStatements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A certificate is on at most one statement; a billed certificate's record cannot be deleted. */
    documentId: uuid('document_id')
      .notNull()
      .unique()
      .references(() => documents.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    clientId: text('client_id').references(() => profiles.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    address: text('address').notNull(),
    auditorName: text('auditor_name').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull(),
    amountHuf: integer('amount_huf').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.statementId, t.position] }),
    check('tig_statement_lines_amount_check', sql`${t.amountHuf} >= 0`),
  ],
);

// --- Weekly ZIP reports (docs/roles/admin-light.md, 'Weekly ZIP'; migration 0025) ----------------------
// One row per archive asked for: the background job (platform/jobs.ts) writes the file and fills the row.
// The password lives here sealed with the server's secret only while the job may still need it (a
// restart resumes the job); it is erased when the archive is ready or has failed (decision 0016).
export const WEEKLY_ZIP_STATUS_VALUES = WEEKLY_ZIP_STATUSES;

export const weeklyZips = pgTable(
  'weekly_zips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: WEEKLY_ZIP_STATUS_VALUES }).notNull().default('generating'),
    createdAt: createdAt(),
    /** Who asked for it; null for the Monday schedule (or after the person's erasure). */
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    isScheduled: boolean('is_scheduled').notNull().default(false),
    /** Whole Budapest days, both included. */
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    /** Who is told by e-mail when it is ready (the link only, never the password). */
    email: text('email'),
    passwordSealed: text('password_sealed'),
    storageKey: text('storage_key').unique(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    finishedAt: timestamptz('finished_at'),
    /** Hungarian, shown in the history. */
    failureReason: text('failure_reason'),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    contents: jsonb('contents').$type<{
      certificates: number;
      missingFiles: number;
      logEvents: number;
      clients: number;
      properties: number;
    } | null>(),
  },
  (t) => [
    check('weekly_zips_status_check', inList('status', WEEKLY_ZIP_STATUS_VALUES)),
    check(
      'weekly_zips_ready_check',
      sql`${t.status} <> 'ready' or (${t.storageKey} is not null and ${t.sizeBytes} is not null)`,
    ),
    check('weekly_zips_password_check', sql`${t.status} = 'generating' or ${t.passwordSealed} is null`),
    check('weekly_zips_period_check', sql`${t.dateFrom} <= ${t.dateTo}`),
    index('weekly_zips_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('weekly_zips_generating_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'generating'`),
  ],
);

// --- The portal admin's settlement with the auditors (migration 0032) --------------------------------------

/**
 * One payment to an auditor for their certificates of one Budapest month ('YYYY-MM'), with the reference
 * the admin gave. A reversal keeps the row (reversed_at, reversed_by) and removes its items, so the
 * certificates can be settled again.
 */
export const settlementPayments = pgTable(
  'settlement_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auditorId: text('auditor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    certificateCount: integer('certificate_count').notNull(),
    amountHuf: integer('amount_huf').notNull(),
    paymentReference: text('payment_reference').notNull(),
    paidAt: timestamptz('paid_at').notNull().defaultNow(),
    paidBy: text('paid_by').references(() => profiles.id, { onDelete: 'set null' }),
    reversedAt: timestamptz('reversed_at'),
    reversedBy: text('reversed_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('settlement_payments_month_check', sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('settlement_payments_count_check', sql`${t.certificateCount} > 0`),
    check('settlement_payments_amount_check', sql`${t.amountHuf} >= 0`),
    check('settlement_payments_reference_check', sql`char_length(${t.paymentReference}) between 1 and 100`),
    index('settlement_payments_month_auditor_idx').on(t.month, t.auditorId, t.paidAt),
    index('settlement_payments_auditor_month_idx').on(t.auditorId, t.month),
  ],
);

/** The certificates a payment settles: a certificate is on at most one (unreversed) payment. */
export const settlementItems = pgTable(
  'settlement_items',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => settlementPayments.id, { onDelete: 'cascade' }),
    /** Unique: the database holds 'settled at most once', also when two admins mark at the same time. */
    documentId: uuid('document_id')
      .notNull()
      .unique()
      .references(() => documents.id, { onDelete: 'restrict' }),
    amountHuf: integer('amount_huf').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.documentId] }),
    check('settlement_items_amount_check', sql`${t.amountHuf} >= 0`),
  ],
);

// --- The bank's reports' monthly summaries (migration 0035, decision 0018) ---
// Kept by triggers on properties, documents and tig_statement_lines; never written by the application.
/** Properties by county, status and Budapest month of the order (or, never ordered, of registration). */
export const reportOrderMonths = pgTable(
  'report_order_months',
  {
    county: text('county').notNull(),
    status: text('status').notNull(),
    ordered: boolean('ordered').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    properties: integer('properties').notNull().default(0),
    /** Seconds from order to assignment, summed over the `assignCount` rows that have both. */
    assignSeconds: numeric('assign_seconds').notNull().default('0'),
    assignCount: integer('assign_count').notNull().default(0),
    appointmentSeconds: numeric('appointment_seconds').notNull().default('0'),
    appointmentCount: integer('appointment_count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'report_order_months_pk', columns: [t.county, t.status, t.ordered, t.month] })],
);
/** What each certificate adds to report_certificate_months, so a change takes away exactly that. */
export const reportCertificateFacts = pgTable(
  'report_certificate_facts',
  {
    documentId: uuid('document_id').primaryKey(),
    propertyId: uuid('property_id'),
    county: text('county'),
    uploadMonth: date('upload_month', { mode: 'string' }),
    orderMonth: date('order_month', { mode: 'string' }),
    billingStatus: text('billing_status'),
    amountHuf: bigint('amount_huf', { mode: 'number' }),
    timingSeconds: numeric('timing_seconds'),
  },
  (t) => [index('report_certificate_facts_property_idx').on(t.propertyId)],
);
/** Certificates by county, Budapest month of upload and of the order (null: never ordered), billing status. */
export const reportCertificateMonths = pgTable(
  'report_certificate_months',
  {
    county: text('county').notNull(),
    uploadMonth: date('upload_month', { mode: 'string' }).notNull(),
    orderMonth: date('order_month', { mode: 'string' }),
    billingStatus: text('billing_status').notNull(),
    certificates: integer('certificates').notNull().default(0),
    amountHuf: bigint('amount_huf', { mode: 'number' }).notNull().default(0),
    /** Seconds from order to upload, summed over the row's certificates. */
    timingSeconds: numeric('timing_seconds').notNull().default('0'),
  },
  (t) => [
    unique('report_certificate_months_key')
      .on(t.county, t.uploadMonth, t.orderMonth, t.billingStatus)
      .nullsNotDistinct(),
  ],
);
