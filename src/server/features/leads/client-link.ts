// The link between a lead and the client it became (docs/rules/statuses.md, 'Automatic changes'): made when
// the lead's address registers.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import { writeHistory } from './history.ts';

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
