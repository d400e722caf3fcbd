// Support tickets and their threads (docs/data-model.md, 'Back office').
import { sql } from 'drizzle-orm';
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from '../../../domain/constants.ts';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, inList, partOf, recordId, sqlLiterals, timestamptz } from './columns.ts';
import { actedBy } from './people.ts';

export const TICKET_TYPE_VALUES = TICKET_TYPES;
export const TICKET_PRIORITY_VALUES = TICKET_PRIORITIES;
export const TICKET_STATUS_VALUES = TICKET_STATUSES;

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: recordId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: TICKET_TYPE_VALUES }).notNull().default('other'),
    priority: text('priority', { enum: TICKET_PRIORITY_VALUES }).notNull().default('medium'),
    status: text('status', { enum: TICKET_STATUS_VALUES }).notNull().default('open'),
    createdBy: actedBy('created_by'),
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
    // Migration 0050: the list's search in the title and the description (pg_trgm, decision 0023).
    index('support_tickets_search_idx')
      .using('gin', sql`(lower(${t.title} || ' ' || ${t.description})) gin_trgm_ops`)
      .with({ fastupdate: false }),
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
    id: recordId(),
    /** The order of writing: two lines of one instant (a comment and a status change) keep their order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    ticketId: partOf('ticket_id', () => supportTickets.id),
    authorId: actedBy('author_id'),
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
        `kind <> 'status' or (old_status is not null and new_status is not null and old_status in (${sqlLiterals(TICKET_STATUS_VALUES)}) and new_status in (${sqlLiterals(TICKET_STATUS_VALUES)}))`,
      ),
    ),
    index('support_ticket_comments_ticket_seq_idx').on(t.ticketId, t.seq),
  ],
);
