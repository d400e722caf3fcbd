// Assigning an auditor to an ordered property (docs/roles/portal-admin.md, 'Assigning an auditor').
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Actor } from '../../auth/guard.ts';
import { auditorDetails, profiles, properties } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';

/**
 * One conditional update: the property must still be waiting for an auditor, so of two administrators
 * assigning at once exactly one succeeds and the other gets 409 no_property_to_assign. Only an accepted
 * and active auditor can be chosen (docs/rules/statuses.md, 'Auditor takes work').
 */
export async function assignAuditor(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  propertyId: string,
  auditorId: string,
): Promise<void> {
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const [auditor] = await tx
      .select({ name: profiles.name, email: profiles.email })
      .from(profiles)
      .innerJoin(auditorDetails, eq(auditorDetails.auditorId, profiles.id))
      .where(
        and(
          eq(profiles.id, auditorId),
          eq(profiles.role, 'auditor'),
          eq(auditorDetails.onboardingStatus, 'accepted'),
          eq(auditorDetails.isActive, true),
        ),
      );
    if (!auditor) throw new AppError('auditor_unavailable', 409, MESSAGES.assignment.auditorUnavailable);
    const [property] = await tx
      .update(properties)
      .set({ auditorId, status: 'auditor_assigned', auditorAssignDate: now, updatedAt: now })
      .where(and(eq(properties.id, propertyId), eq(properties.status, 'finding_auditor')))
      .returning();
    if (!property) throw new AppError('no_property_to_assign', 409, MESSAGES.assignment.noProperty);
    const [client] = await tx
      .select({ name: profiles.name, phone: profiles.phone })
      .from(profiles)
      .where(eq(profiles.id, property.clientId));
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Tanúsító hozzárendelve ügyfélhez',
      metadata: {
        targetUserId: property.clientId,
        clientId: property.clientId,
        auditorId,
        propertyId,
        propertyAddress: property.address,
        assignmentDate: now.toISOString(),
        assignmentType: 'manual_assignment',
      },
      at: now,
    });
    await services.mailer.queueQuietly(tx, logger, {
      to: auditor.email,
      aboutUserId: property.clientId,
      template: 'AUDITOR_ASSIGNMENT',
      data: {
        auditorName: auditor.name,
        address: property.address,
        area: property.area,
        // No other contact named: the auditor calls the client.
        ...assignmentContact(property.contactPerson, client ?? null),
      },
    });
  });
}

/** Who the auditor should call: the contact person the client named, else the client. */
export function assignmentContact(
  contactPerson: { name: string; phone: string } | null,
  client: { name: string; phone: string | null } | null,
): { contactName: string | null; contactPhone: string | null } {
  const named = contactPerson?.name.trim() ? contactPerson : null;
  if (named) return { contactName: named.name, contactPhone: named.phone.trim() || client?.phone || null };
  return { contactName: client?.name ?? null, contactPhone: client?.phone ?? null };
}
