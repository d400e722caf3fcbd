// The people: one profile per user with our role and personal data (and copies of the property's list
// columns), and the auditor's details.
import { sql } from 'drizzle-orm';
import { ROLES } from '../../../domain/roles.ts';
import { PROPERTY_STATUSES } from '../../../domain/statuses.ts';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { inList, nameSortKey, timestamptz } from './columns.ts';
import { user } from './auth.ts';

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
    /** The appointment's time while the property waits for it (appointment_scheduled), else null (migration 0045). */
    propertyAppointmentDate: timestamptz('property_appointment_date'),
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
      // The "appointment passed" filter and its count (migration 0045, decision 0023).
      index('profiles_clients_appointment_idx')
        .on(t.propertyAppointmentDate)
        .where(sql`${listed} and ${t.propertyAppointmentDate} is not null`),
      // Its newest-first page: few of a million clients wait for a visit whose time has passed (migration 0053).
      index('profiles_clients_appointment_registration_idx')
        .on(t.registrationDate, t.id)
        .where(sql`${listed} and ${t.propertyAppointmentDate} is not null`),
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

/** A "who did it" column: emptied when the person is deleted, the record stays (docs/data-model.md). */
export const actedBy = (name: string) => text(name).references(() => profiles.id, { onDelete: 'set null' });

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
    /**
     * Every property assigned to the auditor, those of them finished (document_uploaded), and their ratings'
     * count and sum: kept by triggers (migration 0042, decision 0023) for the auditor list's sorts and the
     * bank's directory, which read them instead of counting on each request.
     */
    totalClients: integer('total_clients').notNull().default(0),
    completedAudits: integer('completed_audits').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
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
