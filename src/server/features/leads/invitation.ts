// The registration invitation a lead is e-mailed (docs/product.md, 'Leads').
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LEAD_LIMITS, LEAD_MESSAGES, type LeadDetail } from '../../../domain/leads.ts';
import { checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { isoOrNull } from '../../db/query-helpers.ts';
import { leads } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { waitOf } from '../../platform/rate-limit.ts';
import type { AppServices } from '../../services.ts';
import { LEAD_MANAGERS, lockLead } from './changes.ts';
import { writeHistory } from './history.ts';
import { getLead } from './queries.ts';

/**
 * E-mails the lead an invitation to register, queued in the outbox in the same transaction; resending is
 * allowed (the detail says when it was last sent), once per `LEAD_LIMITS.invitationWindowMinutes`: the
 * lead's row is locked, so of ten requests at once the first sends and the others find it just sent. A lead
 * already linked to a client needs none.
 */
export async function inviteLead(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  id: string,
): Promise<LeadDetail> {
  checkAccess(actor, LEAD_MANAGERS);
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (lead.clientId)
      throw new AppError('lead_already_registered', 409, 'Ez a lead már regisztrált ügyfelünk.');
    const windowMs = LEAD_LIMITS.invitationWindowMinutes * 60_000;
    const waitMs = lead.invitedAt ? lead.invitedAt.getTime() + windowMs - now.getTime() : 0;
    if (waitMs > 0) {
      const { minutes } = waitOf(Math.min(waitMs, windowMs));
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
