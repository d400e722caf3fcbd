// The certifier's (auditor's) workspace as the API answers it (docs/roles/auditor.md): onboarding, the
// client list with its counters, the client detail, notes, the call log and the auditor's own profile.
import { z } from 'zod';
import { COUNTIES } from './counties.ts';
import { formatDateTime } from './format.ts';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { contactPersonViewSchema, propertyDocumentSchema } from './property.ts';
import { sanitizeText } from './sanitize.ts';
import { auditorClientsQueryFields } from './auditor-clients-list.ts';
import { pageSchema, querySchema } from './list-query-schema.ts';
import { ONBOARDING_STATUSES, PROPERTY_STATUSES } from './statuses.ts';
import { labelled } from './labelled.ts';

// The client list's filter, labels and query are in auditor-clients-list.ts, without zod (decision 0022).
export * from './auditor-clients-list.ts';

const isoDate = z.iso.datetime({ offset: true });

// --- Onboarding (docs/roles/auditor.md, 'Onboarding') --------------------------------------------------

export const onboardingStateSchema = z.object({
  status: z.enum(ONBOARDING_STATUSES),
  companyName: z.string().nullable(),
  companyTaxNumber: z.string().nullable(),
  companyAddress: z.string().nullable(),
  contactEmail: z.string().nullable(),
  representativeName: z.string().nullable(),
  termsAcceptedAt: isoDate.nullable(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

// --- Client list (docs/roles/auditor.md, 'Client list') ------------------------------------------------

/** GET /api/auditor/clients query string. */
export const auditorClientsQuerySchema = querySchema(auditorClientsQueryFields);
export type AuditorClientsQuery = z.input<typeof auditorClientsQuerySchema>;

export const auditorClientRowSchema = z.object({
  propertyId: z.uuid(),
  clientId: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  address: z.string(),
  area: z.number().nullable(),
  status: z.enum(PROPERTY_STATUSES),
  createdAt: isoDate,
  orderedAt: isoDate.nullable(),
  auditorAssignDate: isoDate.nullable(),
  auditorFirstcallDate: isoDate.nullable(),
  appointmentDate: isoDate.nullable(),
  /** Budapest calendar days since the assignment (or the creation when there is none). */
  daysSinceAssigned: z.number().int(),
  /** Assigned, no appointment yet (docs/rules/statuses.md, 'Needs appointment and overdue'). */
  needsAppointment: z.boolean(),
  /** Needs an appointment and more than 3 days passed (docs/rules/limits.md, 'Overdue and appointments'). */
  isOverdue: z.boolean(),
  contactPerson: contactPersonViewSchema.nullable(),
  hasCertificate: z.boolean(),
  /** Why the certificate cannot be uploaded yet (by the server's clock), or null when it can. */
  uploadBlockedReason: z.string().nullable(),
});
export type AuditorClientRow = z.infer<typeof auditorClientRowSchema>;

export const auditorStatsSchema = z.object({
  totalClients: z.number().int(),
  waitingForAppointment: z.number().int(),
  scheduledAppointments: z.number().int(),
  completedCertificates: z.number().int(),
});
export type AuditorStats = z.infer<typeof auditorStatsSchema>;

/** A page of rows matching the filters, and counters over all of the auditor's clients, unfiltered. */
export const auditorClientListSchema = pageSchema(auditorClientRowSchema).extend({
  stats: auditorStatsSchema,
});
export type AuditorClientList = z.infer<typeof auditorClientListSchema>;

/** GET /api/auditor/properties/{id}: the client detail dialog. */
export const auditorClientDetailSchema = auditorClientRowSchema.extend({
  registrationDate: isoDate,
  certificate: propertyDocumentSchema.nullable(),
});
export type AuditorClientDetail = z.infer<typeof auditorClientDetailSchema>;

/**
 * Whether the certificate may be uploaded now: once the survey appointment has started, so the timeline
 * always reads appointment before certificate (docs/product.md, 'Upload after the survey'). A certificate
 * already uploaded may be replaced. `now` is the server's clock (DEV_CLOCK moves it); the answer travels
 * in the row to the screens.
 */
export function certificateUploadBlocker(
  status: string,
  appointmentDate: Date | null,
  now: Date,
): string | null {
  if (status === 'document_uploaded') return null;
  if (status !== 'appointment_scheduled' || appointmentDate === null)
    return MESSAGES.auditorWorkspace.uploadNeedsAppointment;
  if (appointmentDate.getTime() > now.getTime())
    return MESSAGES.auditorWorkspace.uploadBeforeAppointment(formatDateTime(appointmentDate));
  return null;
}

// --- Appointment (docs/roles/auditor.md, 'Appointment dialog') -----------------------------------------

/** The dialog's fields; the server re-checks them with `appointmentSchema(now)` from validation.ts. */
// The fields as numbers within the calendar's bounds; appointmentSchema (validation.ts) then applies the
// rules relative to today (docs/rules/validation.md, 'Appointment date and time').
const appointmentField = (min: number, max: number) =>
  z
    .number({ error: MESSAGES.appointment.required })
    .int(MESSAGES.appointment.invalidDate)
    .min(min, MESSAGES.appointment.invalidDate)
    .max(max, MESSAGES.appointment.invalidDate);

export const appointmentFieldsSchema = z.object({
  year: appointmentField(2000, 2100),
  month: appointmentField(1, 12),
  day: appointmentField(1, 31),
  hour: appointmentField(0, 23),
  minute: appointmentField(0, 59),
});
export type AppointmentFields = z.infer<typeof appointmentFieldsSchema>;

// --- Notes and the call log (docs/roles/auditor.md, 'Notes and call log') ------------------------------

export const noteViewSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  /** The author's name, or 'Ismeretlen felhasználó'. */
  createdByName: z.string(),
  createdAt: isoDate,
});
export type NoteView = z.infer<typeof noteViewSchema>;

export const { values: CALL_OUTCOMES, labels: CALL_OUTCOME_LABELS } = labelled({
  reached: 'Elértem',
  no_answer: 'Nem vette fel',
  callback_requested: 'Visszahívást kért',
  wrong_number: 'Hibás telefonszám',
});
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_SUMMARY_MAX = 400;

/** The call-log dialog: recorded as a note that starts with 'Telefonhívás'. */
export const callLogSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES, { error: 'Válassza ki a hívás eredményét' }),
  summary: z
    .string()
    .transform((v) => sanitizeText(v, LIMITS.sanitizerMax))
    .pipe(z.string().max(CALL_SUMMARY_MAX, MESSAGES.tooLong(CALL_SUMMARY_MAX)))
    .optional(),
});

/** The note text a call becomes (the same on the server and in the dialog's preview). */
export function callNoteText(outcome: CallOutcome, summary?: string): string {
  const text = `Telefonhívás – ${CALL_OUTCOME_LABELS[outcome]}`;
  return summary ? `${text}: ${summary}` : text;
}

// --- The auditor's own profile (docs/roles/auditor.md, 'Profile') --------------------------------------

export const auditorOwnProfileSchema = z.object({
  name: z.string(),
  /** The contact e-mail shown to clients; the sign-in address changes only through the operator. */
  email: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  companyTaxNumber: z.string().nullable(),
  companyAddress: z.string().nullable(),
  workCapacity: z.number().int(),
  acceptedCounties: z.array(z.enum(COUNTIES)),
  isActive: z.boolean(),
  /** The private calendar feed (webcal) of the auditor's appointments. */
  calendarUrl: z.string(),
});
export type AuditorOwnProfile = z.infer<typeof auditorOwnProfileSchema>;

// --- Notes ------------------------------------------------------------------------------------------------
export const noteSchema = z.object({
  content: z
    .string({ error: MESSAGES.note.empty })
    .transform((v) => sanitizeText(v, LIMITS.sanitizerMax))
    .pipe(z.string().min(1, MESSAGES.note.empty).max(LIMITS.noteMax, MESSAGES.note.tooLong)),
});
