// The bank's leads (docs/data-model.md, 'Back office'), with their history, tasks and notes.
import { sql } from 'drizzle-orm';
import { LEAD_HISTORY_KINDS, LEAD_SOURCES, LEAD_STATUSES } from '../../../domain/constants.ts';
import { bigint, boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, inList, nameSortKey, partOf, recordId, timestamptz } from './columns.ts';
import { actedBy } from './people.ts';

export const LEAD_SOURCE_VALUES = LEAD_SOURCES;
export const LEAD_STATUS_VALUES = LEAD_STATUSES;

export const leads = pgTable(
  'leads',
  {
    id: recordId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    source: text('source', { enum: LEAD_SOURCE_VALUES }).notNull(),
    status: text('status', { enum: LEAD_STATUS_VALUES }).notNull().default('new'),
    registrationDate: timestamptz('registration_date').notNull().defaultNow(),
    lastContact: timestamptz('last_contact'),
    nextContactAt: timestamptz('next_contact_at'),
    createdBy: actedBy('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    // Migration 0028: the registered client this lead became, and the last invitation.
    clientId: actedBy('client_id'),
    invitedAt: timestamptz('invited_at'),
    invitedBy: actedBy('invited_by'),
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
    id: recordId(),
    /** The order of the lines written at one instant (one change of several fields). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    leadId: partOf('lead_id', () => leads.id),
    actorId: actedBy('actor_id'),
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
    id: recordId(),
    leadId: partOf('lead_id', () => leads.id),
    title: text('title').notNull(),
    dueAt: timestamptz('due_at'),
    doneAt: timestamptz('done_at'),
    doneBy: actedBy('done_by'),
    createdBy: actedBy('created_by'),
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
    id: recordId(),
    leadId: partOf('lead_id', () => leads.id),
    authorId: actedBy('author_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('lead_notes_text_check', sql`char_length(${t.text}) between 1 and 1000`),
    index('lead_notes_lead_created_idx').on(t.leadId, t.createdAt.desc()),
  ],
);
