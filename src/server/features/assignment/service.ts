// Assigning an auditor to an ordered property (docs/roles/portal-admin.md, 'Assigning an auditor').
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { auditorDetails, profiles, properties } from '../../db/schema.ts';
import { takesNewWork } from './available-auditors.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { recordWebhookEvent } from '../../platform/webhook-events.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';

/** How an assignment came about: the system log and the property say so. */
export type AssignmentHow = 'manual_assignment' | 'batch_assignment' | 'automatic_assignment';

export interface AssignmentRequest {
  /** Who is logged as having assigned: the admin, or the admin who confirmed the batch; null for the system. */
  byUserId: string | null;
  propertyId: string;
  auditorId: string;
  how: AssignmentHow;
  /** The planner's reason, kept on the property (null for a person's choice). */
  explanation: string | null;
  /**
   * The planner promised the auditor a free place; a place taken meanwhile (a single assignment, a lowered
   * capacity) refuses the assignment rather than overload them (docs/rules/assignment.md, 'Applying').
   */
  requireFreePlace: boolean;
}

/** How the webhook's auditor.assigned names the way (docs/rules/webhooks.md, 'Events'). */
const WEBHOOK_HOW = {
  manual_assignment: 'manual',
  batch_assignment: 'batch',
  automatic_assignment: 'automatic',
} as const satisfies Record<AssignmentHow, string>;

export async function assignAuditor(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  propertyId: string,
  auditorId: string,
): Promise<void> {
  await services.database.db.transaction((tx) =>
    assignAuditorIn(tx, services, logger, {
      byUserId: actor.userId,
      propertyId,
      auditorId,
      how: 'manual_assignment',
      explanation: null,
      requireFreePlace: false,
    }),
  );
}

/**
 * The one assignment, for the dialog, the batch and the automatic rule alike, inside the caller's
 * transaction. One conditional update: the property must still be waiting for an auditor, so of two
 * administrators (or an administrator and a batch) assigning at once exactly one succeeds and the other gets
 * 409 no_property_to_assign. Only an accepted and active auditor can be chosen (docs/rules/statuses.md,
 * 'Auditor takes work'). The auditor's row is locked first, so a free-place check cannot race another
 * assignment to the same auditor (the active-clients trigger writes that row too).
 */
export async function assignAuditorIn(
  tx: Executor,
  services: AppServices,
  logger: FastifyBaseLogger,
  request: AssignmentRequest,
): Promise<void> {
  const { propertyId, auditorId } = request;
  const now = services.clock();
  const [auditor] = await tx
    .select({
      name: profiles.name,
      email: profiles.email,
      workCapacity: auditorDetails.workCapacity,
      activeClients: auditorDetails.activeClients,
    })
    .from(profiles)
    .innerJoin(auditorDetails, eq(auditorDetails.auditorId, profiles.id))
    .where(and(eq(profiles.id, auditorId), takesNewWork))
    .for('update', { of: auditorDetails });
  if (!auditor) throw new AppError('auditor_unavailable', 409, MESSAGES.assignment.auditorUnavailable);
  if (request.requireFreePlace && auditor.workCapacity - auditor.activeClients <= 0)
    throw new AppError('auditor_full', 409, MESSAGES.assignment.auditorFull);
  const [property] = await tx
    .update(properties)
    .set({
      auditorId,
      status: 'auditor_assigned',
      auditorAssignDate: now,
      assignmentExplanation: request.explanation,
      updatedAt: now,
    })
    .where(and(eq(properties.id, propertyId), eq(properties.status, 'finding_auditor')))
    .returning();
  if (!property) throw new AppError('no_property_to_assign', 409, MESSAGES.assignment.noProperty);
  const [client] = await tx
    .select({ name: profiles.name, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.id, property.clientId));
  await recordLog(tx, logger, {
    userId: request.byUserId,
    actionType: 'admin_action',
    action: 'Tanúsító hozzárendelve ügyfélhez',
    metadata: {
      targetUserId: property.clientId,
      clientId: property.clientId,
      auditorId,
      propertyId,
      propertyAddress: property.address,
      assignmentDate: now.toISOString(),
      assignmentType: request.how,
      ...(request.explanation ? { explanation: request.explanation } : {}),
    },
    at: now,
  });
  await recordWebhookEvent(tx, now, 'auditor.assigned', {
    propertyId,
    auditorId,
    how: WEBHOOK_HOW[request.how],
    assignedAt: now.toISOString(),
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
