// Lead management (docs/product.md, 'Leads'): the bank's prospects, persisted with every change in their
// history (who, when, field, old and new value), notes, tasks, the registration invitation, and the link to
// the client the lead became. Staff changes also go to the audit log (user_logs, admin_action).
import { and, asc, count, desc, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import {
  LEAD_FIELD_LABELS,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  LEAD_SOURCE_LABELS,
  LEAD_STATUSES,
  type LeadDetail,
  type LeadField,
  type LeadHistoryKind,
  type LeadHistoryPage,
  type LeadInput,
  type LeadList,
  type LeadNote,
  type LeadRow,
  type LeadsQuery,
  type LeadStatus,
  type LeadTask,
} from '../../../domain/leads.ts';
import type { LogValues } from '../../../domain/log-details.ts';
import { compareNames } from '../../../domain/name-order.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { iso, isoOrNull, likePattern } from '../../db/query-helpers.ts';
import { leadHistory, leadNotes, leads, leadTasks, nameSortKey, profiles } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';

/** Who acts on a lead: a signed-in staff member, or the demo seed acting as one. */
export type LeadActor = Pick<Actor, 'userId' | 'name'>;

const UNKNOWN_USER = 'Törölt felhasználó';
const SYSTEM = 'Rendszer';

const creator = alias(profiles, 'creator');
const inviter = alias(profiles, 'inviter');
const client = alias(profiles, 'client');
const doer = alias(profiles, 'doer');

// --- History ------------------------------------------------------------------------------------------

/**
 * A lead's changed fields as the log's old or new values: Pick makes every lead field a key the log labels;
 * the values are the lead's own stored texts (its status and source codes among them).
 */
type LeadValues = Partial<Pick<LogValues, LeadField>>;

export interface HistoryLine {
  kind: LeadHistoryKind;
  field?: LeadField | null;
  oldValue?: string | null;
  newValue?: string | null;
}

/** `actorId` null: the portal itself wrote the lines (registration, erasure). */
export async function writeHistory(
  executor: Executor,
  leadId: string,
  actorId: string | null,
  at: Date,
  lines: HistoryLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await executor.insert(leadHistory).values(
    lines.map((line) => ({
      leadId,
      actorId,
      isSystem: actorId === null,
      at,
      kind: line.kind,
      field: line.field ?? null,
      oldValue: line.oldValue ?? null,
      newValue: line.newValue ?? null,
    })),
  );
}

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
  if (query.search) conditions.push(like(leads.searchText, likePattern(query.search.toLowerCase())));
  if (query.status && query.status !== 'all') conditions.push(eq(leads.status, query.status));
  if (query.source && query.source !== 'all') conditions.push(eq(leads.source, query.source));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  // Empty values (no contact yet) come last in both directions. Only the last contact has any: on another
  // column 'desc nulls last' would keep its index from being read backwards, a sort of the whole table
  // instead (decision 0019).
  const sort = query.sort ?? 'registrationDate';
  const order = sql`${sortExpression(sort)} ${direction}${sort === 'lastContact' ? sql` nulls last` : sql``}`;
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(leads)
      .where(where)
      .orderBy(order, query.direction === 'asc' ? asc(leads.id) : desc(leads.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { items: rows.map(toRow), total: total?.n ?? 0, page, pageSize };
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
    invitedByName: row.invitedAt ? (row.invitedByName ?? UNKNOWN_USER) : null,
    notes: notes.map((note): LeadNote => ({
      id: note.id,
      text: note.text,
      authorName: note.authorName ?? UNKNOWN_USER,
      createdAt: iso(note.createdAt),
    })),
    tasks: tasks.map((task): LeadTask => ({
      id: task.id,
      title: task.title,
      dueAt: isoOrNull(task.dueAt),
      doneAt: isoOrNull(task.doneAt),
      doneByName: task.doneAt ? (task.doneByName ?? UNKNOWN_USER) : null,
      createdByName: task.createdByName ?? UNKNOWN_USER,
      createdAt: iso(task.createdAt),
    })),
  };
}

/** The lead's row under a lock, or 404 with nothing changed. */
async function lockLead(tx: Executor, id: string) {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!row) throw notFound(LEAD_MESSAGES.notFound);
  return row;
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
      actorName: row.isSystem ? SYSTEM : (row.actorName ?? UNKNOWN_USER),
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

// --- Creating -----------------------------------------------------------------------------------------

const emailTaken = () => new AppError('lead_email_taken', 409, LEAD_MESSAGES.emailTaken);

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The registered client (not erased) whose e-mail is this lead's, if any. */
async function clientWithEmail(executor: Executor, email: string) {
  const [found] = await executor
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(
      and(
        eq(profiles.role, 'client'),
        isNull(profiles.erasedAt),
        sql`lower(${profiles.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return found ?? null;
}

/**
 * Inserts one lead with its history; links it at once when the e-mail already belongs to a client
 * (status converted, as registration would have made it). The caller's transaction.
 */
export async function insertLead(
  tx: Executor,
  actor: LeadActor,
  input: LeadInput,
  at: Date,
  kind: 'created' | 'imported',
): Promise<string> {
  const registered = await clientWithEmail(tx, input.email);
  const [row] = await tx
    .insert(leads)
    .values({
      ...input,
      status: registered ? 'converted' : 'new',
      clientId: registered?.id ?? null,
      createdBy: actor.userId,
      registrationDate: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('lead insert returned no row');
  await writeHistory(tx, row.id, actor.userId, at, [
    { kind, newValue: `${input.name} <${input.email}>` },
    ...(registered
      ? [
          { kind: 'linked' as const, newValue: registered.name },
          { kind: 'changed' as const, field: 'status' as const, oldValue: 'new', newValue: 'converted' },
        ]
      : []),
  ]);
  return row.id;
}

export async function createLead(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: LeadActor,
  input: LeadInput,
): Promise<LeadDetail> {
  const now = services.clock();
  try {
    const id = await services.database.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(sql`lower(${leads.email}) = ${input.email.toLowerCase()}`);
      if (existing) throw emailTaken();
      const leadId = await insertLead(tx, actor, input, now, 'created');
      await recordLog(tx, logger, {
        userId: actor.userId,
        actionType: 'admin_action',
        action: 'Lead létrehozva',
        metadata: { leadId, ...input },
        at: now,
      });
      return leadId;
    });
    return await getLead(services, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

// --- Changing -----------------------------------------------------------------------------------------

export interface LeadChanges extends Partial<LeadInput> {
  status?: LeadStatus | undefined;
  nextContactAt?: string | null | undefined;
}

const stored = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : value;

export async function updateLead(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: LeadActor,
  id: string,
  changes: LeadChanges,
): Promise<LeadDetail> {
  const now = services.clock();
  try {
    await services.database.db.transaction(async (tx) => {
      const current = await lockLead(tx, id);
      if (changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase()) {
        const [other] = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(sql`lower(${leads.email}) = ${changes.email.toLowerCase()} and ${leads.id} <> ${id}`);
        if (other) throw emailTaken();
      }
      const lines: HistoryLine[] = [];
      const set: Partial<typeof leads.$inferInsert> = {};
      for (const field of Object.keys(LEAD_FIELD_LABELS) as LeadField[]) {
        const next = changes[field];
        if (next === undefined) continue;
        const before = stored(current[field]);
        const after =
          field === 'nextContactAt' && next !== null ? new Date(next).toISOString() : (next as string | null);
        if (before === after) continue;
        lines.push({ kind: 'changed', field, oldValue: before, newValue: after });
        if (field === 'nextContactAt') set.nextContactAt = after === null ? null : new Date(after);
        else (set as Record<string, unknown>)[field] = after;
      }
      if (lines.length === 0) return;
      // Marking a lead 'contacted' is a contact, so it updates last_contact (docs/rules/statuses.md,
      // 'Automatic changes').
      if (set.status === 'contacted') set.lastContact = now;
      await tx
        .update(leads)
        .set({ ...set, updatedAt: now })
        .where(eq(leads.id, id));
      await writeHistory(tx, id, actor.userId, now, lines);
      await recordLog(tx, logger, {
        userId: actor.userId,
        actionType: 'admin_action',
        action: 'Lead módosítva',
        metadata: {
          leadId: id,
          updatedFields: lines.flatMap((line) => (line.field ? [line.field] : [])),
          oldValues: Object.fromEntries(lines.map((line) => [line.field, line.oldValue])) as LeadValues,
          newValues: Object.fromEntries(lines.map((line) => [line.field, line.newValue])) as LeadValues,
        },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return getLead(services, id);
}

// --- Notes and tasks ----------------------------------------------------------------------------------

/** A note is written by the signed-in person; it counts as a contact (last_contact). */
export async function addLeadNote(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: LeadActor,
  id: string,
  text: string,
): Promise<LeadDetail> {
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    await lockLead(tx, id);
    await tx.insert(leadNotes).values({ leadId: id, authorId: actor.userId, text, createdAt: now });
    await tx.update(leads).set({ lastContact: now, updatedAt: now }).where(eq(leads.id, id));
    await writeHistory(tx, id, actor.userId, now, [{ kind: 'note_added', newValue: text }]);
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Megjegyzés leadhez',
      metadata: { leadId: id, text },
      at: now,
    });
  });
  return getLead(services, id);
}

export async function addLeadTask(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: LeadActor,
  id: string,
  input: { title: string; dueAt?: string | null | undefined },
): Promise<LeadDetail> {
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    await lockLead(tx, id);
    const dueAt = input.dueAt ? new Date(input.dueAt) : null;
    await tx
      .insert(leadTasks)
      .values({ leadId: id, title: input.title, dueAt, createdBy: actor.userId, createdAt: now });
    await writeHistory(tx, id, actor.userId, now, [
      { kind: 'task_added', newValue: input.title, oldValue: dueAt ? dueAt.toISOString() : null },
    ]);
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Feladat leadhez',
      metadata: { leadId: id, title: input.title, dueAt: dueAt?.toISOString() ?? null },
      at: now,
    });
  });
  return getLead(services, id);
}

export async function setLeadTaskDone(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: LeadActor,
  id: string,
  taskId: string,
  done: boolean,
): Promise<LeadDetail> {
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    await lockLead(tx, id);
    const [task] = await tx
      .select()
      .from(leadTasks)
      .where(and(eq(leadTasks.id, taskId), eq(leadTasks.leadId, id)));
    if (!task) throw notFound(LEAD_MESSAGES.taskNotFound);
    if ((task.doneAt !== null) === done) return;
    await tx
      .update(leadTasks)
      .set(done ? { doneAt: now, doneBy: actor.userId } : { doneAt: null, doneBy: null })
      .where(eq(leadTasks.id, taskId));
    await writeHistory(tx, id, actor.userId, now, [
      { kind: done ? 'task_done' : 'task_reopened', newValue: task.title },
    ]);
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: done ? 'Lead feladata elvégezve' : 'Lead feladata újranyitva',
      metadata: {
        leadId: id,
        taskId,
        title: task.title,
        oldValues: { done: task.doneAt !== null },
        newValues: { done },
      },
      at: now,
    });
  });
  return getLead(services, id);
}

// --- Invitation ---------------------------------------------------------------------------------------

/**
 * E-mails the lead an invitation to register, queued in the outbox in the same transaction; resending is
 * allowed (the detail says when it was last sent), once per `LEAD_LIMITS.invitationWindowMinutes`: the
 * lead's row is locked, so of ten requests at once the first sends and the others find it just sent. A lead
 * already linked to a client needs none.
 */
export async function inviteLead(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: LeadActor,
  id: string,
): Promise<LeadDetail> {
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (lead.clientId)
      throw new AppError('lead_already_registered', 409, 'Ez a lead már regisztrált ügyfelünk.');
    const windowMs = LEAD_LIMITS.invitationWindowMinutes * 60_000;
    const waitMs = lead.invitedAt ? lead.invitedAt.getTime() + windowMs - now.getTime() : 0;
    if (waitMs > 0) {
      const minutes = Math.max(1, Math.ceil(Math.min(waitMs, windowMs) / 60_000));
      throw new AppError(
        'invitation_already_sent',
        409,
        LEAD_MESSAGES.invitationAlreadySent(lead.email, minutes),
        { details: { minutesRemaining: minutes } },
      );
    }
    await services.mailer.queue(tx, {
      to: lead.email,
      template: 'LEAD_INVITATION',
      data: { name: lead.name },
    });
    await tx
      .update(leads)
      .set({ invitedAt: now, invitedBy: actor.userId, lastContact: now, updatedAt: now })
      .where(eq(leads.id, id));
    await writeHistory(tx, id, actor.userId, now, [
      { kind: 'invited', oldValue: isoOrNull(lead.invitedAt), newValue: lead.email },
    ]);
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Regisztrációs meghívó leadnek',
      metadata: { leadId: id, email: lead.email, previousInvitation: isoOrNull(lead.invitedAt) },
      at: now,
    });
  });
  return getLead(services, id);
}

// --- The link to the registered client ----------------------------------------------------------------

/**
 * Registration completed for `email`: the lead with that address (if any, not yet linked) is linked to the
 * client, and its status becomes 'converted' unless it was 'lost' (a lost lead that registers anyway is
 * the bank's decision to revisit). Runs in the registration's transaction, in a savepoint: a failure here
 * is logged and never fails the registration.
 */
export async function linkLeadToClient(
  tx: Executor,
  logger: FastifyBaseLogger,
  client: { id: string; name: string; email: string },
  at: Date,
): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      const found = await savepoint
        .select({ id: leads.id, status: leads.status })
        .from(leads)
        .where(and(sql`lower(${leads.email}) = ${client.email.toLowerCase()}`, isNull(leads.clientId)))
        .for('update');
      for (const lead of found) {
        const converts = lead.status !== 'lost' && lead.status !== 'converted';
        await savepoint
          .update(leads)
          .set({ clientId: client.id, ...(converts ? { status: 'converted' as const } : {}), updatedAt: at })
          .where(eq(leads.id, lead.id));
        await writeHistory(savepoint, lead.id, null, at, [
          { kind: 'linked', newValue: client.name },
          ...(converts
            ? [
                {
                  kind: 'changed' as const,
                  field: 'status' as const,
                  oldValue: lead.status,
                  newValue: 'converted',
                },
              ]
            : []),
        ]);
      }
    });
  } catch (error) {
    logger.warn({ err: error, clientId: client.id }, 'lead could not be linked to the new client');
  }
}

/** GDPR erasure of a client: their leads stay the bank's records, but no longer point at the person. */
export async function unlinkLeadsFromClient(tx: Executor, clientId: string, at: Date): Promise<void> {
  const linked = await tx
    .update(leads)
    .set({ clientId: null, updatedAt: at })
    .where(eq(leads.clientId, clientId))
    .returning({ id: leads.id });
  if (linked.length === 0) return;
  await tx
    .insert(leadHistory)
    .values(linked.map((lead) => ({ leadId: lead.id, actorId: null, at, kind: 'unlinked' as const })));
}
