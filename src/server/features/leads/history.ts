// A lead's history (docs/product.md, 'Leads'): every change to a lead is kept as lines of who, when, which
// field, and its old and new value; the list, the changes, the import and the link to a client all write here.
import type { LeadField, LeadHistoryKind } from '../../../domain/leads.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { leadHistory } from '../../db/schema.ts';

/** Who acts on a lead: a signed-in staff member, or the demo seed acting as one. */
export type LeadActor = Pick<Actor, 'userId' | 'name'>;

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
