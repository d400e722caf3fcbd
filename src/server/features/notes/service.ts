// Notes on a property (docs/roles/auditor.md, 'Notes and call log'): visible only to auditors (their
// assigned properties) and administrators; a phone call is recorded as a note (the call-log dialog).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { callNoteText, type CallOutcome, type NoteView } from '../../../domain/auditor-workspace.ts';
import { UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { profiles, properties, propertyNotes } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';

/** An auditor reaches only assigned properties; administrators every one (the route checks the role). */
async function findReadable(executor: Executor, actor: Actor, propertyId: string) {
  const scope =
    actor.role === 'auditor'
      ? and(eq(properties.id, propertyId), eq(properties.auditorId, actor.userId))
      : eq(properties.id, propertyId);
  const [row] = await executor.select().from(properties).where(scope);
  if (!row) throw new AppError('not_found', 404, MESSAGES.property.notFound);
  return row;
}

/** Newest first, with the author's name or 'Ismeretlen felhasználó'. */
export async function listNotes(
  services: AppServices,
  actor: Actor,
  propertyId: string,
): Promise<NoteView[]> {
  const { db } = services.database;
  await findReadable(db, actor, propertyId);
  const rows = await db
    .select({
      id: propertyNotes.id,
      content: propertyNotes.content,
      createdAt: propertyNotes.createdAt,
      author: profiles.name,
      erasedAt: profiles.erasedAt,
    })
    .from(propertyNotes)
    .leftJoin(profiles, eq(profiles.id, propertyNotes.createdBy))
    .where(eq(propertyNotes.propertyId, propertyId))
    .orderBy(desc(propertyNotes.createdAt), desc(propertyNotes.id));
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    createdByName: row.author && !row.erasedAt ? row.author : UNKNOWN_USER_LABEL,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function addNote(
  services: AppServices,
  actor: Actor,
  propertyId: string,
  content: string,
): Promise<NoteView> {
  const now = services.clock();
  const [note] = await services.database.db.transaction(async (tx) => {
    await findReadable(tx, actor, propertyId);
    return tx
      .insert(propertyNotes)
      .values({ propertyId, createdBy: actor.userId, content, createdAt: now })
      .returning({ id: propertyNotes.id });
  });
  return { id: note!.id, content, createdByName: actor.name, createdAt: now.toISOString() };
}

/** A phone call becomes a note; the auditor's first call also sets auditor_firstcall_date. */
export async function logCall(
  services: AppServices,
  actor: Actor,
  propertyId: string,
  call: { outcome: CallOutcome; summary?: string | undefined },
): Promise<NoteView> {
  const note = await addNote(services, actor, propertyId, callNoteText(call.outcome, call.summary));
  if (actor.role === 'auditor') {
    await services.database.db
      .update(properties)
      .set({ auditorFirstcallDate: services.clock() })
      .where(and(eq(properties.id, propertyId), isNull(properties.auditorFirstcallDate)));
  }
  return note;
}
