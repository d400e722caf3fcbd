// The platform's own tables: the mail outbox, the job queue, rate-limit counters and spent CAPTCHAs.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, inList, recordId, timestamptz } from './columns.ts';

export const MAIL_STATUS_VALUES = ['pending', 'sent', 'failed'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: recordId(),
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

/** ALTCHA solutions already used: a solved challenge is good for one submission only. */
export const spentCaptchas = pgTable(
  'spent_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('spent_captchas_expires_idx').on(t.expiresAt)],
);
