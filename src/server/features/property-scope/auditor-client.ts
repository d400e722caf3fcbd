// The property as an auditor sees one of their clients: the row of their client list and the detail dialog,
// which the appointment and certificate answers also return. Every read carries auditor_id = the auditor, so
// another auditor's client answers 404 like a missing one (docs/rules/access.md, "Someone else's record
// answers 404").
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  certificateUploadBlocker,
  type AuditorClientDetail,
  type AuditorClientRow,
} from '../../../domain/auditor-workspace.ts';
import { OVERDUE_AFTER_DAYS } from '../../../domain/constants.ts';
import { needsAppointment } from '../../../domain/statuses.ts';
import { budapestDaysBetween } from '../../../domain/time.ts';
import type { Actor } from '../../auth/guard.ts';
import { iso, isoOrNull } from '../../db/query-helpers.ts';
import { documents, profiles, properties } from '../../db/schema.ts';
import type { AppServices } from '../../services.ts';
import { documentView, propertyNotFound } from './view.ts';

const hasCertificate = sql<boolean>`exists (select 1 from ${documents} where ${documents.propertyId} = ${properties.id} and ${documents.type} = 'certificate')`;

/** The columns of one client row, read with the client's profile joined to the property. */
export const auditorClientColumns = {
  property: properties,
  clientName: profiles.name,
  clientEmail: profiles.email,
  clientPhone: profiles.phone,
  registrationDate: profiles.registrationDate,
  hasCertificate,
};

interface AuditorClientSource {
  property: typeof properties.$inferSelect;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  hasCertificate: boolean;
}

/** One row of the auditor's client list, with the day counts of its deadline on the clock's day. */
export function auditorClientRow(source: AuditorClientSource, now: Date): AuditorClientRow {
  const p = source.property;
  const since = p.auditorAssignDate ?? p.createdAt;
  const days = Math.max(0, budapestDaysBetween(since, now));
  const waiting = needsAppointment(p.status, p.appointmentDate);
  return {
    propertyId: p.id,
    clientId: p.clientId,
    clientName: source.clientName,
    clientEmail: source.clientEmail,
    clientPhone: source.clientPhone,
    address: p.address,
    area: p.area,
    status: p.status,
    createdAt: iso(p.createdAt),
    orderedAt: isoOrNull(p.orderedAt),
    auditorAssignDate: isoOrNull(p.auditorAssignDate),
    auditorFirstcallDate: isoOrNull(p.auditorFirstcallDate),
    appointmentDate: isoOrNull(p.appointmentDate),
    daysSinceAssigned: days,
    needsAppointment: waiting,
    isOverdue: waiting && days > OVERDUE_AFTER_DAYS,
    contactPerson: p.contactPerson ?? null,
    hasCertificate: Boolean(source.hasCertificate),
    uploadBlockedReason: certificateUploadBlocker(p.status, p.appointmentDate, now),
  };
}

/** The client detail dialog: the row, the client's registration date and the newest certificate. */
export async function getAuditorClient(
  services: AppServices,
  actor: Actor,
  propertyId: string,
): Promise<AuditorClientDetail> {
  const { db } = services.database;
  const [row] = await db
    .select(auditorClientColumns)
    .from(properties)
    .innerJoin(profiles, eq(profiles.id, properties.clientId))
    .where(and(eq(properties.id, propertyId), eq(properties.auditorId, actor.userId)));
  if (!row) throw propertyNotFound();
  const [certificate] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.propertyId, propertyId), eq(documents.type, 'certificate')))
    .orderBy(desc(documents.uploadedAt))
    .limit(1);
  return {
    ...auditorClientRow(row, services.clock()),
    registrationDate: iso(row.registrationDate),
    certificate: certificate ? documentView(certificate) : null,
  };
}
