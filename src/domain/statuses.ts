// The property status machine, its labels, progress and colours (docs/rules/statuses.md, 'Property status').
import { OVERDUE_AFTER_DAYS } from './constants.ts';
import { formatLongDateTime } from './format.ts';
import { labelled } from './labelled.ts';

export const { values: PROPERTY_STATUSES, labels: STATUS_LABELS } = labelled({
  new: 'Új',
  finding_auditor: 'Tanúsítóra vár',
  auditor_assigned: 'Időpontra vár',
  appointment_scheduled: 'Időpont egyeztetve',
  document_uploaded: 'Tanúsítvány feltöltve',
});
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export function isPropertyStatus(value: unknown): value is PropertyStatus {
  return typeof value === 'string' && (PROPERTY_STATUSES as readonly string[]).includes(value);
}

export const UNKNOWN_LABEL = 'Ismeretlen';

/** The bank sees finding_auditor as 'Még nem rendelt' (docs/rules/statuses.md, 'The five statuses'). */
export const BANK_STATUS_LABELS: Record<PropertyStatus, string> = {
  ...STATUS_LABELS,
  finding_auditor: 'Még nem rendelt',
};

export function statusLabel(status: string, labels: Record<PropertyStatus, string> = STATUS_LABELS): string {
  return isPropertyStatus(status) ? labels[status] : UNKNOWN_LABEL;
}

/** Progress percent in the admin view (docs/rules/statuses.md, 'Admin progress bar and timeline'). */
export const ADMIN_PROGRESS: Record<PropertyStatus, number> = {
  new: 25,
  finding_auditor: 50,
  auditor_assigned: 75,
  appointment_scheduled: 75,
  document_uploaded: 100,
};

export function adminProgress(status: string): number {
  return isPropertyStatus(status) ? ADMIN_PROGRESS[status] : 0;
}

export type ProgressColor = 'green' | 'blue' | 'orange' | 'gray';

/** 100 green, 75 or more blue, 50 or more orange, else grey. */
export function progressColor(percent: number): ProgressColor {
  if (percent >= 100) return 'green';
  if (percent >= 75) return 'blue';
  if (percent >= 50) return 'orange';
  return 'gray';
}

/**
 * The client's 4-step tracker after 'new', 25/50/75/100 percent
 * (docs/rules/statuses.md, 'The client's 4-step tracker').
 */
export const CLIENT_TRACKER_STEPS = [
  { status: 'finding_auditor', label: 'Megrendelve', percent: 25 },
  { status: 'auditor_assigned', label: 'Tanúsító kijelölve', percent: 50 },
  { status: 'appointment_scheduled', label: 'Időpont egyeztetve', percent: 75 },
  { status: 'document_uploaded', label: 'Tanúsítvány elkészült', percent: 100 },
] as const satisfies readonly { status: PropertyStatus; label: string; percent: number }[];

export function clientTrackerPercent(status: string): number {
  return CLIENT_TRACKER_STEPS.find((step) => step.status === status)?.percent ?? 0;
}

export const TIMELINE_STEPS = [
  { key: 'registered', label: 'Regisztrált' },
  { key: 'ordered', label: 'Megrendelve' },
  { key: 'assigned', label: 'Tanúsító hozzárendelve' },
  { key: 'appointment', label: 'Időpont egyeztetve' },
  { key: 'certificate', label: 'Tanúsítvány kész' },
] as const;
export type TimelineStepKey = (typeof TIMELINE_STEPS)[number]['key'];

/** Which of the five timeline steps are done for a status. */
export function completedTimelineSteps(status: string): Set<TimelineStepKey> {
  const done = new Set<TimelineStepKey>(['registered']);
  if (!isPropertyStatus(status)) return done;
  if (status !== 'new') done.add('ordered');
  if (['auditor_assigned', 'appointment_scheduled', 'document_uploaded'].includes(status))
    done.add('assigned');
  if (['appointment_scheduled', 'document_uploaded'].includes(status)) done.add('appointment');
  if (status === 'document_uploaded') done.add('certificate');
  return done;
}

export type CouponProgressColor = 'green' | 'blue' | 'yellow' | 'orange' | 'red';

/** Coupon progress card colour bands (docs/roles/portal-admin.md, 'Coupon progress'). */
export function couponProgressColor(percent: number): CouponProgressColor {
  if (percent >= 90) return 'green';
  if (percent >= 70) return 'blue';
  if (percent >= 50) return 'yellow';
  if (percent >= 25) return 'orange';
  return 'red';
}

export type AvailabilityLevel = 'available' | 'busy' | 'overloaded';
export const AVAILABILITY_LABELS: Record<AvailabilityLevel, string> = {
  available: 'Elérhető',
  busy: 'Elfoglalt',
  overloaded: 'Túlterhelt',
};

/**
 * Free capacity = capacity minus active clients; 3+ available, 1-2 busy, 0 or less overloaded
 * (docs/rules/limits.md, 'Capacity thresholds').
 */
export function availabilityByFreeCapacity(freeCapacity: number): AvailabilityLevel {
  if (freeCapacity >= 3) return 'available';
  if (freeCapacity >= 1) return 'busy';
  return 'overloaded';
}

/**
 * Weekly appointments: up to 3 available, up to 5 busy, above overloaded. The ranking does not use it
 * (docs/rules/limits.md, 'Capacity thresholds').
 */
export function availabilityByWeeklyAppointments(appointments: number): AvailabilityLevel {
  if (appointments <= 3) return 'available';
  if (appointments <= 5) return 'busy';
  return 'overloaded';
}

export const { values: ONBOARDING_STATUSES, labels: ONBOARDING_LABELS } = labelled({
  init: 'Regisztrált',
  accepted: 'Szerződött',
});
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const { values: BILLING_STATUSES, labels: BILLING_LABELS } = labelled({
  pending: 'Függőben',
  sent: 'Elküldve',
  paid: 'Kifizetve',
});
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const DOCUMENT_TYPES = ['certificate', 'contract', 'privacy_policy', 'weekly_report'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const CERTIFICATE_BADGES = ['not_ordered', 'pending', 'completed'] as const;
export type CertificateBadge = (typeof CERTIFICATE_BADGES)[number];

/** The certificate row's badge in the document panel (docs/rules/statuses.md, 'The certificate badge'). */
export function certificateBadge(status: string, hasCertificate: boolean): CertificateBadge {
  if (status === 'document_uploaded' && hasCertificate) return 'completed';
  if (!isPropertyStatus(status) || status === 'new') return 'not_ordered';
  return 'pending';
}

/**
 * Needs an appointment when assigned with no date; overdue after more than OVERDUE_AFTER_DAYS days
 * (docs/rules/statuses.md, 'Needs appointment and overdue').
 */
export function needsAppointment(status: string, appointmentDate: Date | null): boolean {
  return status === 'auditor_assigned' && appointmentDate === null;
}
/** What a client's row and sheets say while no survey appointment is set. */
export const NO_APPOINTMENT = 'Nincs időpont';
/** The survey appointment in full ('2026. november 24., kedd 10:30'), or NO_APPOINTMENT. */
export const formatAppointment = (appointmentDate: string | null) =>
  appointmentDate ? formatLongDateTime(appointmentDate) : NO_APPOINTMENT;
/** What overdue means, in the words of every marker, filter, counter and export that shows it. */
export const OVERDUE_HINT = `Több mint ${OVERDUE_AFTER_DAYS} napja vár időpontra`;
/** Overdue with its meaning, where a label stands alone (the client filter, the report's sheet). */
export const OVERDUE_LABEL = `Késésben (${OVERDUE_HINT.toLowerCase()})`;
