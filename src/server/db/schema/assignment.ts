// A campaign's batch assignment (docs/rules/assignment.md, 'Batch plan'; migration 0041): the plan the
// portal admin previewed, kept as rows so the background job that applies it can resume after a restart
// from the first item without an outcome.
import { sql } from 'drizzle-orm';
import { BATCH_ITEM_OUTCOMES, BATCH_STATUSES } from '../../../domain/assignment-plan.ts';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, partOf, recordId, textPartOf, timestamptz } from './columns.ts';
import { actedBy, profiles } from './people.ts';
import { properties } from './properties.ts';

export const assignmentBatches = pgTable(
  'assignment_batches',
  {
    id: recordId(),
    /** The portal admin who planned it; a batch is read only by them (another admin gets 404). */
    createdBy: actedBy('created_by'),
    createdAt: createdAt(),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('draft'),
    total: integer('total').notNull(),
    /** The filters and exclusions it was planned with, for the record. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    check('assignment_batches_status_check', inList('status', BATCH_STATUSES)),
    index('assignment_batches_creator_idx').on(t.createdBy, t.createdAt),
  ],
);

export const assignmentBatchItems = pgTable(
  'assignment_batch_items',
  {
    batchId: partOf('batch_id', () => assignmentBatches.id),
    /** The plan's order (oldest order first): the job applies items in this order. */
    position: integer('position').notNull(),
    propertyId: partOf('property_id', () => properties.id),
    auditorId: textPartOf('auditor_id', () => profiles.id),
    county: text('county').notNull(),
    distanceKm: doublePrecision('distance_km'),
    freeBefore: integer('free_before').notNull(),
    workCapacity: integer('work_capacity').notNull(),
    /** Null until the job has applied or skipped it; written in the same transaction as the assignment. */
    outcome: text('outcome', { enum: BATCH_ITEM_OUTCOMES }),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.position] }),
    check(
      'assignment_batch_items_outcome_check',
      sql`outcome is null or ${inList('outcome', BATCH_ITEM_OUTCOMES)}`,
    ),
    index('assignment_batch_items_property_idx').on(t.propertyId),
  ],
);
