// Weekly ZIP reports (docs/roles/admin-light.md, 'Weekly ZIP'; migration 0025).
// One row per archive asked for: the background job (platform/jobs.ts) writes the file and fills the row.
// The password lives here sealed with the server's secret only while the job may still need it (a
// restart resumes the job); it is erased when the archive is ready or has failed (decision 0016).
import { sql } from 'drizzle-orm';
import { WEEKLY_ZIP_STATUSES } from '../../../domain/weekly-zip.ts';
import { bigint, boolean, check, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList, recordId, timestamptz } from './columns.ts';
import { actedBy } from './people.ts';
import { mailOutbox } from './platform.ts';

export const WEEKLY_ZIP_STATUS_VALUES = WEEKLY_ZIP_STATUSES;

export const weeklyZips = pgTable(
  'weekly_zips',
  {
    id: recordId(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: WEEKLY_ZIP_STATUS_VALUES }).notNull().default('generating'),
    createdAt: createdAt(),
    /** Who asked for it; null for the Monday schedule (or after the person's erasure). */
    createdBy: actedBy('created_by'),
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
