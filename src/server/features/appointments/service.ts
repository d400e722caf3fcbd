// The site-survey appointment (docs/roles/auditor.md, 'Appointment dialog'): the auditor sets or moves it,
// either side may call it off; every change e-mails the client a calendar invitation with the same UID, and a
// job reminds both the day before.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_TITLE } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { AppointmentFields } from '../../../domain/auditor-workspace.ts';
import { startOfBudapestDay } from '../../../domain/time.ts';
import { appointmentSchema } from '../../../domain/appointments.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { auditorDetails, profiles, properties } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob, type JobHandler } from '../../platform/jobs.ts';
import { recordWebhookEvent } from '../../platform/webhook-events.ts';
import type { AppServices } from '../../services.ts';
import { propertyNotFound } from '../property-scope/index.ts';
import { invitation, type CalendarEvent, type CalendarOptions } from './ics.ts';

type PropertyRow = typeof properties.$inferSelect;

export const REMINDER_JOB = 'appointment-reminder';
/** Reminders go out at 09:00 Budapest time on the day before the survey. */
const REMINDER_HOUR_MS = 9 * 3_600_000;

/** The address part of MAIL_FROM ('Név <cím>' or a bare address). */
const senderAddress = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

export function calendarOptions(services: AppServices): CalendarOptions {
  return {
    host: new URL(services.config.publicUrl).hostname,
    now: services.clock(),
    organizer: { name: PRODUCT_TITLE, email: senderAddress(services.config.mailFrom) },
  };
}

interface People {
  client: { name: string; email: string; phone: string | null };
  auditor: { name: string; email: string; phone: string | null };
}

async function peopleOf(executor: Executor, property: PropertyRow): Promise<People> {
  const ids = [property.clientId, ...(property.auditorId ? [property.auditorId] : [])];
  const rows = await executor
    .select({
      id: profiles.id,
      name: profiles.name,
      email: profiles.email,
      phone: profiles.phone,
      contactEmail: auditorDetails.contactEmail,
    })
    .from(profiles)
    .leftJoin(auditorDetails, eq(auditorDetails.auditorId, profiles.id))
    .where(inArray(profiles.id, ids));
  const client = rows.find((r) => r.id === property.clientId);
  const auditor = rows.find((r) => r.id === property.auditorId);
  return {
    client: {
      name: client?.name ?? '',
      email: client?.email ?? '',
      phone: property.contactPerson?.phone ?? client?.phone ?? null,
    },
    auditor: {
      name: auditor?.name ?? 'Tanúsító',
      email: auditor?.email ?? '',
      phone: auditor?.phone ?? null,
    },
  };
}

/** The property's people and its appointment at `start` as an iCalendar file, confirmed or cancelled. */
async function appointmentCalendar(
  services: AppServices,
  executor: Executor,
  property: PropertyRow,
  start: Date,
  sequence: number,
  status: CalendarEvent['status'],
): Promise<{ people: People; ics: string }> {
  const people = await peopleOf(executor, property);
  const event: CalendarEvent = {
    propertyId: property.id,
    sequence,
    start,
    address: property.address,
    clientName: people.client.name,
    clientPhone: people.client.phone,
    clientEmail: people.client.email,
    auditorName: people.auditor.name,
    auditorPhone: people.auditor.phone,
    auditorEmail: people.auditor.email,
    status,
  };
  return { people, ics: invitation(event, calendarOptions(services)) };
}

const icsAttachment = (content: string, method: 'REQUEST' | 'CANCEL') => ({
  filename: method === 'CANCEL' ? 'idopont-lemondva.ics' : 'idopont.ics',
  contentType: `text/calendar; charset=UTF-8; method=${method}`,
  content,
});

/**
 * The calendar CANCEL for a property's current appointment (the same UID and SEQUENCE the client's
 * invitation carries), as an e-mail attachment: used when the portal admin takes the property from its
 * auditor. The caller raises the sequence when it clears the appointment.
 */
export async function appointmentCancellation(
  services: AppServices,
  executor: Executor,
  property: PropertyRow,
): Promise<ReturnType<typeof icsAttachment> | null> {
  if (property.status !== 'appointment_scheduled' || !property.appointmentDate) return null;
  const { ics } = await appointmentCalendar(
    services,
    executor,
    property,
    property.appointmentDate,
    property.appointmentSequence,
    'CANCELLED',
  );
  return icsAttachment(ics, 'CANCEL');
}

/** The auditor's own property, locked for the transaction; 404 for anyone else's. */
async function lockAssigned(tx: Executor, actor: Actor, propertyId: string): Promise<PropertyRow> {
  const [row] = await tx
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.auditorId, actor.userId)))
    .for('update');
  if (!row) throw propertyNotFound();
  return row;
}

/**
 * Sets or moves the appointment: the date rules (docs/rules/validation.md, 'Appointment date and time') are
 * checked again here (not earlier than tomorrow in Budapest, 08-18, quarter hours), the first call date is
 * set once, the status becomes appointment_scheduled, and the client gets the invitation (an update with the
 * same UID when moved).
 */
export async function scheduleAppointment(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  propertyId: string,
  fields: AppointmentFields,
): Promise<void> {
  const now = services.clock();
  const parsed = appointmentSchema(now).safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError('validation_error', 400, issues[0]?.message ?? MESSAGES.appointment.invalidDate, {
      fields: issues,
    });
  }
  const start = parsed.data;
  await services.database.db.transaction(async (tx) => {
    const property = await lockAssigned(tx, actor, propertyId);
    if (property.status === 'document_uploaded')
      throw new AppError('appointment_not_allowed', 409, MESSAGES.auditorWorkspace.appointmentNotAllowed);
    const isUpdate = property.status === 'appointment_scheduled' && property.appointmentDate !== null;
    const sequence = property.appointmentSequence;
    await tx
      .update(properties)
      .set({
        appointmentDate: start,
        auditorFirstcallDate: property.auditorFirstcallDate ?? now,
        status: 'appointment_scheduled',
        appointmentSequence: sequence + 1,
        updatedAt: now,
      })
      .where(eq(properties.id, property.id));
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'appointment',
      action: isUpdate ? 'Időpont módosítva' : 'Időpont egyeztetve',
      metadata: {
        clientId: property.clientId,
        propertyId,
        appointmentDate: start.toISOString(),
        ...(isUpdate ? { oldValues: { appointmentDate: property.appointmentDate?.toISOString() } } : {}),
      },
      at: now,
    });
    await recordWebhookEvent(tx, now, 'appointment.scheduled', {
      propertyId,
      appointmentAt: start.toISOString(),
      rescheduled: isUpdate,
      scheduledAt: now.toISOString(),
    });
    const { people, ics } = await appointmentCalendar(services, tx, property, start, sequence, 'CONFIRMED');
    await services.mailer.queueQuietly(tx, logger, {
      to: people.client.email,
      aboutUserId: property.clientId,
      template: 'APPOINTMENT_CONFIRMATION',
      data: {
        clientName: people.client.name,
        clientEmail: people.client.email,
        appointmentDate: start.toISOString(),
        address: property.address,
        auditorName: people.auditor.name,
        auditorPhone: people.auditor.phone,
        isUpdate,
      },
      attachments: [icsAttachment(ics, 'REQUEST')],
    });
    const remindAt = new Date(startOfBudapestDay(start, -1).getTime() + REMINDER_HOUR_MS);
    if (remindAt > now) {
      await enqueueJob(
        tx,
        REMINDER_JOB,
        { propertyId, sequence: sequence + 1 },
        { runAt: remindAt, uniqueKey: `${REMINDER_JOB}:${propertyId}:${sequence + 1}` },
      );
    }
  });
}

/**
 * Calls the appointment off (docs/product.md, 'Appointment cancellation'): the date is cleared, the status
 * returns to auditor_assigned, the client's calendar gets a CANCEL for the same UID, and when the client
 * cancelled, the auditor is e-mailed. Called by the client's and the auditor's routes inside their
 * transaction.
 */
export async function cancelAppointmentOf(
  services: AppServices,
  logger: FastifyBaseLogger,
  tx: Executor,
  property: PropertyRow,
  cancelledBy: { actor: Actor; side: 'client' | 'auditor' },
  reason: string | null,
): Promise<void> {
  const appointment = property.appointmentDate;
  if (property.status !== 'appointment_scheduled' || !appointment || !property.auditorId)
    throw new AppError('no_appointment', 409, MESSAGES.property.noAppointment);
  const now = services.clock();
  const sequence = property.appointmentSequence;
  await tx
    .update(properties)
    .set({
      appointmentDate: null,
      status: 'auditor_assigned',
      appointmentSequence: sequence + 1,
      updatedAt: now,
    })
    .where(eq(properties.id, property.id));
  await recordLog(tx, logger, {
    userId: cancelledBy.actor.userId,
    actionType: 'appointment',
    action:
      cancelledBy.side === 'client'
        ? 'Időpont lemondva az ügyfél által'
        : 'Időpont lemondva a tanúsító által',
    details: reason,
    metadata: {
      clientId: property.clientId,
      propertyId: property.id,
      appointmentDate: appointment.toISOString(),
      cancelledBy: cancelledBy.side,
    },
    at: now,
  });
  const { people, ics } = await appointmentCalendar(
    services,
    tx,
    property,
    appointment,
    sequence,
    'CANCELLED',
  );
  await services.mailer.queueQuietly(tx, logger, {
    to: people.client.email,
    aboutUserId: property.clientId,
    template: 'APPOINTMENT_CANCELLATION_NOTICE',
    data: {
      clientName: people.client.name,
      address: property.address,
      appointmentDate: appointment.toISOString(),
      cancelledBy: cancelledBy.side,
    },
    attachments: [icsAttachment(ics, 'CANCEL')],
  });
  if (cancelledBy.side === 'client') {
    await services.mailer.queueQuietly(tx, logger, {
      to: people.auditor.email,
      aboutUserId: property.clientId,
      template: 'APPOINTMENT_CANCELLED',
      data: {
        auditorName: people.auditor.name,
        clientName: people.client.name,
        clientPhone: people.client.phone,
        address: property.address,
        appointmentDate: appointment.toISOString(),
        reason,
      },
    });
  }
}

/** The auditor calls the appointment off (the client is told, with a calendar CANCEL). */
export async function cancelAppointmentByAuditor(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  propertyId: string,
): Promise<void> {
  await services.database.db.transaction(async (tx) => {
    const property = await lockAssigned(tx, actor, propertyId);
    await cancelAppointmentOf(services, logger, tx, property, { actor, side: 'auditor' }, null);
  });
}

/**
 * The reminder job: sends only while the appointment is still the one it was queued for (a moved or
 * cancelled appointment has a higher sequence), so each version is reminded at most once.
 */
export function appointmentReminderHandler(services: AppServices, logger: FastifyBaseLogger): JobHandler {
  return async (payload) => {
    const propertyId = String(payload.propertyId);
    const sequence = Number(payload.sequence);
    await services.database.db.transaction(async (tx) => {
      const [property] = await tx
        .select()
        .from(properties)
        .where(eq(properties.id, propertyId))
        .for('update');
      if (
        !property ||
        property.status !== 'appointment_scheduled' ||
        !property.appointmentDate ||
        property.appointmentSequence !== sequence
      )
        return;
      const people = await peopleOf(tx, property);
      const when = property.appointmentDate.toISOString();
      const url = services.config.publicUrl;
      await services.mailer.queue(tx, {
        to: people.client.email,
        aboutUserId: property.clientId,
        template: 'APPOINTMENT_REMINDER',
        data: {
          name: people.client.name,
          appointmentDate: when,
          address: property.address,
          contactLabel: 'Tanúsító',
          contactName: people.auditor.name,
          contactPhone: people.auditor.phone,
          url: `${url}/property/${property.id}`,
        },
      });
      await services.mailer.queue(tx, {
        to: people.auditor.email,
        aboutUserId: property.clientId,
        template: 'APPOINTMENT_REMINDER',
        data: {
          name: people.auditor.name,
          appointmentDate: when,
          address: property.address,
          contactLabel: 'Ügyfél',
          contactName: people.client.name,
          contactPhone: people.client.phone,
          url: `${url}/clients`,
        },
      });
      logger.info({ propertyId, sequence }, 'appointment reminders queued');
    });
  };
}
