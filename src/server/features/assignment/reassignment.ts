// Changing or removing a property's auditor (docs/product.md, 'Changing an auditor'). The property row is
// locked for the transaction and must still have the auditor the admin saw, so of two changes at once exactly
// one wins. The auditors' active-client counters follow by trigger (decision 0010); the timeline follows from
// the status and dates written here.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../../domain/messages.ts';
import { REASSIGNABLE_STATUSES, REASSIGNMENT_MESSAGES } from '../../../domain/reassignment.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { auditorDetails, profiles, properties } from '../../db/schema.ts';
import { takesNewWork } from './available-auditors.ts';
import { recordLog } from '../../platform/audit-log.ts';
import type { TemplateData, TemplateName } from '../../platform/mail/templates.ts';
import { recordWebhookEvent } from '../../platform/webhook-events.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { appointmentCancellation } from '../appointments/index.ts';

type PropertyRow = typeof properties.$inferSelect;

interface Person {
  id: string;
  name: string;
  email: string;
  phone: string | null;
}

export interface ReassignmentRequest {
  propertyId: string;
  fromAuditorId: string;
  /** The new auditor; null takes the property back to finding_auditor. */
  toAuditorId: string | null;
  reason: string;
}

async function lockReassignable(tx: Executor, request: ReassignmentRequest): Promise<PropertyRow> {
  const [property] = await tx
    .select()
    .from(properties)
    .where(eq(properties.id, request.propertyId))
    .for('update');
  if (!property) throw new AppError('not_found', 404, MESSAGES.property.notFound);
  if (!property.auditorId || !(REASSIGNABLE_STATUSES as readonly string[]).includes(property.status))
    throw new AppError('not_reassignable', 409, REASSIGNMENT_MESSAGES.notReassignable);
  if (property.auditorId !== request.fromAuditorId)
    throw new AppError('auditor_changed', 409, REASSIGNMENT_MESSAGES.changedMeanwhile);
  return property;
}

async function peopleById(tx: Executor, ids: string[]): Promise<Map<string, Person>> {
  const rows = await tx
    .select({ id: profiles.id, name: profiles.name, email: profiles.email, phone: profiles.phone })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Only an accepted and active auditor takes new work, as in the first assignment. */
async function requireAvailableAuditor(tx: Executor, auditorId: string): Promise<void> {
  const [row] = await tx
    .select({ id: auditorDetails.auditorId })
    .from(auditorDetails)
    .innerJoin(profiles, eq(profiles.id, auditorDetails.auditorId))
    .where(and(eq(auditorDetails.auditorId, auditorId), takesNewWork));
  if (!row) throw new AppError('auditor_unavailable', 409, MESSAGES.assignment.auditorUnavailable);
}

/**
 * Gives the property to another auditor (toAuditorId) or back to finding_auditor (null): the old
 * auditor's appointment is called off (the client's calendar gets a CANCEL for the same UID), the client
 * and the old auditor are e-mailed, the new auditor gets AUDITOR_ASSIGNMENT, and the system log keeps
 * the old and new auditor with the reason.
 */
export async function reassignAuditor(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  request: ReassignmentRequest,
): Promise<void> {
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const property = await lockReassignable(tx, request);
    const oldAuditorId = property.auditorId!;
    const toAuditorId = request.toAuditorId;
    if (toAuditorId === oldAuditorId)
      throw new AppError('same_auditor', 409, REASSIGNMENT_MESSAGES.sameAuditor);
    if (toAuditorId) await requireAvailableAuditor(tx, toAuditorId);
    // Built before the row changes: it names the old auditor and carries the invitation's sequence.
    const cancellation = await appointmentCancellation(services, tx, property);
    const cancelledAppointment = cancellation ? property.appointmentDate : null;

    await tx
      .update(properties)
      .set({
        ...(toAuditorId
          ? { auditorId: toAuditorId, status: 'auditor_assigned' as const, auditorAssignDate: now }
          : { auditorId: null, status: 'finding_auditor' as const, auditorAssignDate: null }),
        // The new auditor makes their own first call and appointment.
        appointmentDate: null,
        auditorFirstcallDate: null,
        appointmentSequence: property.appointmentSequence + (cancellation ? 1 : 0),
        // A person chose (or took away) the auditor: the planner's reason no longer applies.
        assignmentExplanation: null,
        updatedAt: now,
      })
      .where(eq(properties.id, property.id));

    const people = await peopleById(tx, [
      property.clientId,
      oldAuditorId,
      ...(toAuditorId ? [toAuditorId] : []),
    ]);
    const client = people.get(property.clientId);
    const oldAuditor = people.get(oldAuditorId);
    const newAuditor = toAuditorId ? people.get(toAuditorId) : undefined;

    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: toAuditorId ? 'Tanúsító lecserélve' : 'Tanúsító elvéve az ügyféltől',
      details: request.reason,
      metadata: {
        targetUserId: property.clientId,
        clientId: property.clientId,
        propertyId: property.id,
        propertyAddress: property.address,
        reason: request.reason,
        oldValues: {
          auditorId: oldAuditorId,
          auditorName: oldAuditor?.name ?? null,
          // The code, as every row writes it: the log names it (domain/log-details.ts).
          status: property.status,
          appointmentDate: property.appointmentDate?.toISOString() ?? null,
        },
        newValues: {
          auditorId: toAuditorId,
          auditorName: newAuditor?.name ?? null,
          status: toAuditorId ? 'auditor_assigned' : 'finding_auditor',
          appointmentDate: null,
        },
      },
      at: now,
    });

    if (toAuditorId)
      await recordWebhookEvent(tx, now, 'auditor.assigned', {
        propertyId: property.id,
        auditorId: toAuditorId,
        how: 'reassignment',
        assignedAt: now.toISOString(),
      });

    const attachments = cancellation ? [cancellation] : [];
    const cancelledIso = cancelledAppointment?.toISOString() ?? null;
    // Each e-mail is about the client, so erasing the client deletes the queued ones.
    const tell = <T extends TemplateName>(
      to: string,
      template: T,
      data: TemplateData[T],
      attach = attachments,
    ) =>
      services.mailer.queueQuietly(tx, logger, {
        to,
        aboutUserId: property.clientId,
        template,
        data,
        attachments: attach,
      });
    if (client)
      await tell(client.email, 'AUDITOR_CHANGED', {
        clientName: client.name,
        address: property.address,
        newAuditorName: newAuditor?.name ?? null,
        newAuditorPhone: newAuditor?.phone ?? null,
        cancelledAppointment: cancelledIso,
      });
    if (oldAuditor)
      await tell(oldAuditor.email, 'AUDITOR_UNASSIGNED', {
        auditorName: oldAuditor.name,
        clientName: client?.name ?? '',
        address: property.address,
        cancelledAppointment: cancelledIso,
      });
    if (newAuditor)
      await tell(
        newAuditor.email,
        'AUDITOR_ASSIGNMENT',
        {
          auditorName: newAuditor.name,
          address: property.address,
          area: property.area,
          contactName: property.contactPerson?.name ?? null,
          contactPhone: property.contactPerson?.phone ?? null,
        },
        [],
      );
  });
}
