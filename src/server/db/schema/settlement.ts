// The portal admin's settlement with the auditors (migration 0032).
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { partOf, recordId, timestamptz } from './columns.ts';
import { actedBy, profiles } from './people.ts';
import { documents } from './properties.ts';

/**
 * One payment to an auditor for their certificates of one Budapest month ('YYYY-MM'), with the reference
 * the admin gave. A reversal keeps the row (reversed_at, reversed_by) and removes its items, so the
 * certificates can be settled again.
 */
export const settlementPayments = pgTable(
  'settlement_payments',
  {
    id: recordId(),
    auditorId: text('auditor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    month: text('month').notNull(),
    certificateCount: integer('certificate_count').notNull(),
    amountHuf: integer('amount_huf').notNull(),
    paymentReference: text('payment_reference').notNull(),
    paidAt: timestamptz('paid_at').notNull().defaultNow(),
    paidBy: actedBy('paid_by'),
    reversedAt: timestamptz('reversed_at'),
    reversedBy: actedBy('reversed_by'),
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
    paymentId: partOf('payment_id', () => settlementPayments.id),
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
