// TIG statements (docs/product.md, 'TIG statements').
// A statement billed to the bank: its lines are snapshots of the certificates as they were billed, so a
// later change of name or address does not rewrite an issued statement. The certificates' own billing
// status (documents.billing_status, migration 0023/0022) is written only by the TIG service's
// setBillingStatus.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, primaryKey, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList, partOf, recordId, timestamptz } from './columns.ts';
import { actedBy } from './people.ts';
import { documents, properties } from './properties.ts';

export const TIG_STATEMENT_STATUS_VALUES = ['sent', 'paid'] as const;

export const tigStatements = pgTable(
  'tig_statements',
  {
    id: recordId(),
    /** Human-readable and gap-free per Budapest year: TIG-2026-0001. */
    number: text('number').notNull().unique(),
    createdAt: createdAt(),
    createdBy: actedBy('created_by'),
    feeHuf: integer('fee_huf').notNull(),
    certificateCount: integer('certificate_count').notNull(),
    totalHuf: bigint('total_huf', { mode: 'number' }).notNull(),
    status: text('status', { enum: TIG_STATEMENT_STATUS_VALUES }).notNull().default('sent'),
    paidAt: timestamptz('paid_at'),
    paidBy: actedBy('paid_by'),
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
    statementId: partOf('statement_id', () => tigStatements.id),
    position: integer('position').notNull(),
    /** A certificate is on at most one statement; a billed certificate's record cannot be deleted. */
    documentId: uuid('document_id')
      .notNull()
      .unique()
      .references(() => documents.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    clientId: actedBy('client_id'),
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
