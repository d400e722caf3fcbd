// The bank's reports' monthly summaries (migration 0035, decision 0018) and the totals of the lists and start
// pages (migration 0042, decision 0023).
// Kept by triggers on properties, documents and tig_statement_lines; never written by the application.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  primaryKey,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

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

/**
 * Clients not erased, by their property's status (profiles.property_status): the client lists' totals
 * without a filter other than the status (migration 0042, decision 0023). Kept by a trigger on profiles.
 */
export const clientTotals = pgTable('client_totals', {
  propertyStatus: text('property_status').primaryKey(),
  clients: bigint('clients', { mode: 'number' }).notNull().default(0),
});

/**
 * The bank's to-do counts: 'coupon_check' (coupon orders not approved) and 'tig' (certificates not billed).
 * Kept by statement triggers on properties and documents (migration 0048).
 */
export const todoTotals = pgTable('todo_totals', {
  kind: text('kind', { enum: ['coupon_check', 'tig'] }).primaryKey(),
  items: bigint('items', { mode: 'number' }).notNull().default(0),
});

/** Properties by status, erased clients' included: the start pages' counters. Kept by a trigger on properties. */
export const propertyTotals = pgTable('property_totals', {
  status: text('status').primaryKey(),
  properties: bigint('properties', { mode: 'number' }).notNull().default(0),
});
