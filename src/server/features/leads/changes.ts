// Changing leads (docs/product.md, 'Leads'): creating one, editing its fields, its notes and its tasks. Each
// change locks the lead's row, writes its history lines and an audit-log row (user_logs, admin_action) in one
// transaction, and answers with the lead as it now is.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  LEAD_FIELD_LABELS,
  LEAD_MESSAGES,
  type LeadDetail,
  type LeadField,
  type LeadInput,
  type LeadStatus,
} from '../../../domain/leads.ts';
import type { LogValues } from '../../../domain/log-details.ts';
import { checkAccess, roles } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { leadNotes, leads, leadTasks, profiles } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { writeHistory, type HistoryLine, type LeadActor } from './history.ts';
import { getLead } from './queries.ts';

/** The bank's staff keep the leads (docs/roles/bank-staff.md); the routes declare it and the services check it. */
export const LEAD_MANAGERS = roles('bank_admin');

/**
 * A lead's changed fields as the log's old or new values: Pick makes every lead field a key the log labels;
 * the values are the lead's own stored texts (its status and source codes among them).
 */
type LeadValues = Partial<Pick<LogValues, LeadField>>;

/** The lead's row under a lock, or 404 with nothing changed. */
export async function lockLead(tx: Executor, id: string) {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!row) throw notFound(LEAD_MESSAGES.notFound);
  return row;
}

// --- Creating -----------------------------------------------------------------------------------------

const emailTaken = () => new AppError('lead_email_taken', 409, LEAD_MESSAGES.emailTaken);

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
  actor: Actor,
  input: LeadInput,
): Promise<LeadDetail> {
  checkAccess(actor, LEAD_MANAGERS);
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
  actor: Actor,
  id: string,
  changes: LeadChanges,
): Promise<LeadDetail> {
  checkAccess(actor, LEAD_MANAGERS);
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
  actor: Actor,
  id: string,
  text: string,
): Promise<LeadDetail> {
  checkAccess(actor, LEAD_MANAGERS);
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
  actor: Actor,
  id: string,
  input: { title: string; dueAt?: string | null | undefined },
): Promise<LeadDetail> {
  checkAccess(actor, LEAD_MANAGERS);
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
  actor: Actor,
  id: string,
  taskId: string,
  done: boolean,
): Promise<LeadDetail> {
  checkAccess(actor, LEAD_MANAGERS);
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
