import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { leadHistory, leads } from '../../db/schema.ts';
import type { PersonalDataEraser } from '../../platform/erasure.ts';

/** GDPR erasure of a client: their leads stay the bank's records, but no longer point at the person. */
async function unlinkLeadsFromClient(tx: Executor, clientId: string, at: Date): Promise<void> {
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

/** A lead stays in the bank's records, but no longer points at the erased person. */
export const leadEraser: PersonalDataEraser = {
  feature: 'leads',
  erase: (tx, person) => unlinkLeadsFromClient(tx, person.userId, person.at),
};
