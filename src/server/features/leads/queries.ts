// Reading leads (docs/product.md, 'Leads'): the bank's list with its filters and sorts, one lead with its
// notes and tasks, and a lead's history page by page.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LEAD_MESSAGES,
  LEAD_SOURCE_LABELS,
  LEAD_STATUSES,
  type LeadDetail,
  type LeadHistoryPage,
  type LeadList,
  type LeadNote,
  type LeadRow,
  type LeadsQuery,
  type LeadTask,
} from '../../../domain/leads.ts';
import { compareNames } from '../../../domain/name-order.ts';
import type { Executor } from '../../db/client.ts';
import { containsText, countWhere, iso, isoOrNull } from '../../db/query-helpers.ts';
import { leadHistory, leadNotes, leads, leadTasks, nameSortKey, profiles } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { ERASED_PERSON_NAME } from '../../../domain/person-name.ts';

const SYSTEM = 'Rendszer';

const creator = alias(profiles, 'creator');
const inviter = alias(profiles, 'inviter');
const client = alias(profiles, 'client');
const doer = alias(profiles, 'doer');

// --- The list -----------------------------------------------------------------------------------------

const rowColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  address: leads.address,
  source: leads.source,
  status: leads.status,
  registrationDate: leads.registrationDate,
  lastContact: leads.lastContact,
  nextContactAt: leads.nextContactAt,
  clientId: leads.clientId,
};

type RowRecord = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] | null;
};

const toRow = (row: RowRecord): LeadRow => ({
  id: row.id!,
  name: row.name!,
  email: row.email!,
  phone: row.phone!,
  address: row.address!,
  source: row.source!,
  status: row.status!,
  registrationDate: iso(row.registrationDate!),
  lastContact: isoOrNull(row.lastContact),
  nextContactAt: isoOrNull(row.nextContactAt),
  clientId: row.clientId ?? null,
});

/** The sort expressions: statuses in their workflow order, sources by their Hungarian label. */
function sortExpression(sort: NonNullable<LeadsQuery['sort']>): SQL {
  switch (sort) {
    case 'name':
      return nameSortKey(leads.name);
    case 'status':
      return sql`array_position(array[${sql.join(
        LEAD_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}]::text[], ${leads.status})`;
    case 'source': {
      const byLabel = Object.entries(LEAD_SOURCE_LABELS).sort(([, a], [, b]) => compareNames(a, b));
      return sql`case ${leads.source} ${sql.join(
        byLabel.map(([source], index) => sql`when ${source} then ${index}`),
        sql` `,
      )} end`;
    }
    case 'registrationDate':
      return sql`${leads.registrationDate}`;
    case 'lastContact':
      return sql`${leads.lastContact}`;
  }
}

export async function listLeads(services: AppServices, query: LeadsQuery): Promise<LeadList> {
  const { db } = services.database;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const conditions: SQL[] = [];
  if (query.search) conditions.push(containsText(leads.searchText, query.search));
  if (query.status && query.status !== 'all') conditions.push(eq(leads.status, query.status));
  if (query.source && query.source !== 'all') conditions.push(eq(leads.source, query.source));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  // Empty values (no contact yet) come last in both directions. Only the last contact has any: on another
  // column 'desc nulls last' would keep its index from being read backwards, a sort of the whole table
  // instead (decision 0019).
  const sort = query.sort ?? 'registrationDate';
  const order = sql`${sortExpression(sort)} ${direction}${sort === 'lastContact' ? sql` nulls last` : sql``}`;
  const tieBreak = query.direction === 'asc' ? asc(leads.id) : desc(leads.id);
  // The page is chosen on the sort's index alone (an index-only scan past the offset); only its rows are
  // read from the table. Read with the offset, a deep page fetched every row before it (decision 0023).
  const ids = db
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .orderBy(order, tieBreak)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('page');
  // Counted up to the cap, as the client lists are: the exact count of 200,000 leads was most of a page's
  // cost at a million clients (decision 0023).
  const [rows, counted] = await Promise.all([
    db.select(rowColumns).from(leads).innerJoin(ids, eq(ids.id, leads.id)).orderBy(order, tieBreak),
    countWhere(db, leads, where ?? sql`true`, { search: query.search }),
  ]);
  return {
    items: rows.map(toRow),
    total: counted.total,
    isTotalCapped: counted.capped,
    isTotalEstimated: counted.estimated === true,
    page,
    pageSize,
  };
}

// --- The detail ---------------------------------------------------------------------------------------

export async function getLead(services: AppServices, id: string): Promise<LeadDetail> {
  return loadLead(services.database.db, id);
}

async function loadLead(executor: Executor, id: string): Promise<LeadDetail> {
  const [row] = await executor
    .select({
      ...rowColumns,
      createdByName: creator.name,
      clientName: client.name,
      invitedAt: leads.invitedAt,
      invitedByName: inviter.name,
    })
    .from(leads)
    .leftJoin(creator, eq(creator.id, leads.createdBy))
    .leftJoin(inviter, eq(inviter.id, leads.invitedBy))
    .leftJoin(client, eq(client.id, leads.clientId))
    .where(eq(leads.id, id));
  if (!row) throw notFound(LEAD_MESSAGES.notFound);
  const [notes, tasks] = await Promise.all([
    executor
      .select({
        id: leadNotes.id,
        text: leadNotes.text,
        authorName: profiles.name,
        createdAt: leadNotes.createdAt,
      })
      .from(leadNotes)
      .leftJoin(profiles, eq(profiles.id, leadNotes.authorId))
      .where(eq(leadNotes.leadId, id))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    executor
      .select({
        id: leadTasks.id,
        title: leadTasks.title,
        dueAt: leadTasks.dueAt,
        doneAt: leadTasks.doneAt,
        doneByName: doer.name,
        createdByName: creator.name,
        createdAt: leadTasks.createdAt,
      })
      .from(leadTasks)
      .leftJoin(doer, eq(doer.id, leadTasks.doneBy))
      .leftJoin(creator, eq(creator.id, leadTasks.createdBy))
      .where(eq(leadTasks.leadId, id))
      // Open tasks first, the soonest due first; then the done ones, latest first.
      .orderBy(
        sql`${leadTasks.doneAt} is not null`,
        sql`${leadTasks.dueAt} asc nulls last`,
        desc(leadTasks.doneAt),
        asc(leadTasks.createdAt),
      ),
  ]);
  return {
    ...toRow(row),
    createdByName: row.createdByName,
    clientName: row.clientId ? (row.clientName ?? null) : null,
    invitedAt: isoOrNull(row.invitedAt),
    invitedByName: row.invitedAt ? (row.invitedByName ?? ERASED_PERSON_NAME) : null,
    notes: notes.map((note): LeadNote => ({
      id: note.id,
      text: note.text,
      authorName: note.authorName ?? ERASED_PERSON_NAME,
      createdAt: iso(note.createdAt),
    })),
    tasks: tasks.map((task): LeadTask => ({
      id: task.id,
      title: task.title,
      dueAt: isoOrNull(task.dueAt),
      doneAt: isoOrNull(task.doneAt),
      doneByName: task.doneAt ? (task.doneByName ?? ERASED_PERSON_NAME) : null,
      createdByName: task.createdByName ?? ERASED_PERSON_NAME,
      createdAt: iso(task.createdAt),
    })),
  };
}

export async function listLeadHistory(
  services: AppServices,
  id: string,
  query: { page?: number; pageSize?: number },
): Promise<LeadHistoryPage> {
  const { db } = services.database;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
  if (!lead) throw notFound(LEAD_MESSAGES.notFound);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: leadHistory.id,
        at: leadHistory.at,
        isSystem: leadHistory.isSystem,
        actorName: profiles.name,
        kind: leadHistory.kind,
        field: leadHistory.field,
        oldValue: leadHistory.oldValue,
        newValue: leadHistory.newValue,
      })
      .from(leadHistory)
      .leftJoin(profiles, eq(profiles.id, leadHistory.actorId))
      .where(eq(leadHistory.leadId, id))
      .orderBy(desc(leadHistory.at), desc(leadHistory.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(leadHistory).where(eq(leadHistory.leadId, id)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: iso(row.at),
      actorName: row.isSystem ? SYSTEM : (row.actorName ?? ERASED_PERSON_NAME),
      kind: row.kind,
      field: row.field,
      oldValue: row.oldValue,
      newValue: row.newValue,
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
