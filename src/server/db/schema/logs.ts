// The system log (user_logs): every action of docs/rules/logging.md.
import { sql } from 'drizzle-orm';
import { LOG_ACTION_TYPES } from '../../../domain/log-types.ts';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { inList, recordId, timestamptz } from './columns.ts';
import { actedBy } from './people.ts';

export const LOG_ACTION_TYPE_VALUES = LOG_ACTION_TYPES;

export const userLogs = pgTable(
  'user_logs',
  {
    id: recordId(),
    userId: actedBy('user_id'),
    action: text('action').notNull(),
    actionType: text('action_type', { enum: LOG_ACTION_TYPE_VALUES }).notNull(),
    details: text('details'),
    metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
    timestamp: timestamptz('timestamp').notNull().defaultNow(),
    /**
     * A client's own event, for the bank's client activity (migration 0055, decision 0023): set by a row
     * trigger from the person's role, or from the metadata's role for an event without a person; never by
     * the application.
     */
    clientEvent: boolean('client_event').notNull().default(false),
  },
  (t) => [
    check('user_logs_action_type_check', inList('action_type', LOG_ACTION_TYPE_VALUES)),
    // Migrations 0024 and 0055: the system log pages by (timestamp, id) in either direction; the migrations
    // add INCLUDE (action_type, user_id, client_event) and INCLUDE (user_id, client_event), which drizzle
    // cannot express, so the statistics and the client activity's totals are counted from the index alone.
    index('user_logs_timestamp_idx').on(t.timestamp, t.id),
    index('user_logs_type_timestamp_idx').on(t.actionType, t.timestamp, t.id),
    index('user_logs_user_timestamp_idx').on(t.userId, t.timestamp.desc()),
    // The system log's search over the action and its details (pg_trgm, decision 0009).
    index('user_logs_search_idx')
      .using('gin', sql`(lower(${t.action} || ' ' || coalesce(${t.details}, ''))) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * Each person's latest Budapest day in the log, for any event (`actionType` 'all') and for each type: the
 * people active from a day to the present are counted here instead of among the events (migration 0047,
 * decision 0023). Written by triggers on user_logs, never by the application.
 */
export const userLogLastDays = pgTable(
  'user_log_last_days',
  {
    userId: text('user_id').notNull(),
    actionType: text('action_type').notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'user_log_last_days_pk', columns: [t.userId, t.actionType] }),
    index('user_log_last_days_count_idx').on(t.actionType, t.lastDay),
  ],
);

/**
 * The log's events of each Budapest day by type, for the statistics of a range without a search (migration
 * 0054, decision 0023). Each database session adds to rows of its own (`writer`), so a day's figure is the
 * sum of its rows. Written by triggers on user_logs, never by the application.
 */
export const userLogDayCounts = pgTable(
  'user_log_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    actionType: text('action_type').notNull(),
    writer: integer('writer').notNull(),
    events: bigint('events', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'user_log_day_counts_pk', columns: [t.day, t.actionType, t.writer] })],
);
