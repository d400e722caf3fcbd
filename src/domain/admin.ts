// The operator's back office as the API answers it (docs/roles/portal-admin.md): dashboard counters, the
// client list and sheet, auditor suggestions and pairing, the auditor list, create/edit form and detail
// statistics.
import { z } from 'zod';
import { adminAuditorsQueryFields, adminClientsQueryFields, pairingQueryFields } from './admin-lists.ts';
import { formatDistance } from './format.ts';
import { CERTIFICATIONS, EXPERIENCE_OPTIONS, LIMITS, SPECIALISATIONS } from './constants.ts';
import { LOG_ACTION_TYPES } from './log-types.ts';
import { cappedPageSchema, pageSchema, querySchema } from './list-query-schema.ts';
import { MESSAGES } from './messages.ts';
import { clientRowBaseSchema, contactPersonViewSchema, propertyDocumentSchema } from './property.ts';
import { sanitizeText } from './sanitize.ts';
import { AVAILABILITY_LABELS, ONBOARDING_STATUSES, type AvailabilityLevel } from './statuses.ts';
import {
  addressSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  phoneSchema,
  userIdSchema,
} from './validation.ts';
import {
  auditorCreateSchema,
  optionalTaxNumberSchema,
  weeklyCapacitySchema,
  countiesSchema,
} from './auditors.ts';

const isoDate = z.iso.datetime({ offset: true });

// The client and auditor lists' filters, labels and queries are in admin-lists.ts, without zod
// (decision 0022).
export * from './admin-lists.ts';

// --- Dashboard (docs/roles/portal-admin.md, 'Start page') ----------------------------------------------

export const adminDashboardSchema = z.object({
  /** Ordered and not yet finished: finding_auditor, auditor_assigned, appointment_scheduled. */
  activeCertifications: z.number().int(),
  completed: z.number().int(),
  /** Accepted and active auditors. */
  activeAuditors: z.number().int(),
  totalClients: z.number().int(),
  /** Overdue work is visible to admins too (docs/product.md, 'Overdue work'). */
  overdue: z.number().int(),
  // What an operator starts the day with.
  /** Ordered, waiting for an auditor (finding_auditor), and since when the longest-waiting one waits. */
  waitingForAuditor: z.number().int(),
  oldestWaitingSince: isoDate.nullable(),
  /** Appointment time passed and no certificate uploaded yet. */
  appointmentsPassed: z.number().int(),
  /** Certificates uploaded this Budapest week (Monday first) and the week before. */
  certificatesThisWeek: z.number().int(),
  certificatesLastWeek: z.number().int(),
  /** Clients in active work (auditor_assigned, appointment_scheduled) whose auditor is set inactive. */
  inactiveAuditorClients: z.number().int(),
  /** The latest events of the system log, sign-ins and sign-outs left out. */
  recentActivity: z.array(
    z.object({
      id: z.uuid(),
      timestamp: isoDate,
      userName: z.string(),
      actionType: z.enum(LOG_ACTION_TYPES),
      action: z.string(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// --- Client list and sheet (docs/roles/portal-admin.md) ------------------------------------------------

export const adminClientsQuerySchema = querySchema(adminClientsQueryFields);
/** What a caller may send: every field optional, numbers as numbers (the server coerces query strings). */
export type AdminClientsQuery = Partial<z.output<typeof adminClientsQuerySchema>>;

export const adminClientRowSchema = clientRowBaseSchema.extend({
  orderDate: isoDate.nullable(),
  auditorId: z.string().nullable(),
  auditorName: z.string().nullable(),
  auditorAssignDate: isoDate.nullable(),
  appointmentDate: isoDate.nullable(),
  couponCode: z.string().nullable(),
  contactPerson: contactPersonViewSchema.nullable(),
  isOverdue: z.boolean(),
});
export type AdminClientRow = z.infer<typeof adminClientRowSchema>;

/** The coupon progress card, counted from the database (docs/roles/portal-admin.md, 'Coupon progress'). */
export const couponProgressSchema = z.object({
  issued: z.number().int(),
  /** Clients whose status is not new. */
  used: z.number().int(),
  /** document_uploaded */
  done: z.number().int(),
});
export type CouponProgress = z.infer<typeof couponProgressSchema>;

/**
 * The client of a property, for a /property/{id} link an administrator opens: it leads to the client's sheet
 * (docs/roles/portal-admin.md, 'Client list').
 */
export const propertyClientSchema = z.object({ clientId: z.string(), name: z.string() });
export type PropertyClient = z.infer<typeof propertyClientSchema>;

export const adminClientListSchema = cappedPageSchema(adminClientRowSchema);
export type AdminClientList = z.infer<typeof adminClientListSchema>;

/**
 * The client sheet (docs/roles/portal-admin.md, 'Client sheet'). Notes come from
 * GET /api/properties/{id}/notes.
 */
export const adminClientSheetSchema = adminClientRowSchema.extend({
  address: z.string().nullable(),
  profileAddress: z.string().nullable(),
  county: z.string().nullable(),
  auditorFirstcallDate: isoDate.nullable(),
  auditor: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      companyName: z.string().nullable(),
    })
    .nullable(),
  certificate: propertyDocumentSchema.nullable(),
  /** The end of validity, 10 years from the upload (docs/product.md, 'Certificate validity'). */
  certificateValidUntil: isoDate.nullable(),
  documents: z.array(propertyDocumentSchema),
  rating: z.object({ stars: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type AdminClientSheet = z.infer<typeof adminClientSheetSchema>;

// --- Assignment suggestions (docs/product.md, 'Auditor suggestions') -----------------------------------

export const auditorSuggestionSchema = z.object({
  auditorId: z.string(),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  /** The settlement of the auditor's company address (searchable in the dialog), null when unknown. */
  settlement: z.string().nullable(),
  workCapacity: z.number().int(),
  /** Properties assigned and not yet document_uploaded. */
  activeClients: z.number().int(),
  freeCapacity: z.number().int(),
  availability: z.enum(['available', 'busy', 'overloaded']),
  /** The property's county, which the county reason names. */
  county: z.string(),
  countyMatch: z.boolean(),
  distanceKm: z.number().nullable(),
  /** The company and the property lie in one settlement (their postcodes share its centre: no km). */
  sameSettlement: z.boolean(),
  appointmentsThisWeek: z.number().int(),
});
export type AuditorSuggestion = z.infer<typeof auditorSuggestionSchema>;

export const availabilityLabel = (level: AvailabilityLevel) => AVAILABILITY_LABELS[level];

/** What the ranking does, in its order (server `rankAuditors`); the dialog's caption. */
export const SUGGESTION_RANKING_CAPTION =
  'Sorrend: először az elérhetőség (Elérhető: legalább 3 szabad hely, Elfoglalt: 1–2, Túlterhelt: nincs szabad hely), azon belül előbb azok, akik vállalják az ingatlan megyéjét, majd a székhely távolsága, végül a több szabad hely.';

/** The distance, said once: 'azonos településen', '12,3 km' (hu-HU, one decimal) or unknown. */
export function suggestionDistance(
  suggestion: Pick<AuditorSuggestion, 'distanceKm' | 'sameSettlement'>,
): string {
  if (suggestion.sameSettlement) return 'azonos településen';
  if (suggestion.distanceKm === null) return 'távolság nem ismert';
  return formatDistance(suggestion.distanceKm);
}

/** The county reason with the county's name. */
export const suggestionCounty = (suggestion: Pick<AuditorSuggestion, 'county' | 'countyMatch'>): string =>
  suggestion.countyMatch ? `Vállalt megye: ${suggestion.county}` : `Nem vállalt megye: ${suggestion.county}`;

/**
 * The facts a suggestion ranks by, each said once, in the ranking's order: free weekly capacity (the
 * availability band), the county, the distance; then this week's appointments.
 */
export function suggestionFacts(suggestion: AuditorSuggestion): string[] {
  const { freeCapacity, workCapacity, appointmentsThisWeek } = suggestion;
  return [
    `${freeCapacity} / ${workCapacity} szabad hely hetente`,
    suggestionCounty(suggestion),
    suggestionDistance(suggestion),
    `${appointmentsThisWeek} időpont a héten`,
  ];
}

export const pairingItemSchema = z.object({
  propertyId: z.uuid(),
  clientId: z.string(),
  clientName: z.string(),
  address: z.string(),
  county: z.string(),
  area: z.number().nullable(),
  orderDate: isoDate.nullable(),
  /**
   * The order's coupon, and when the bank approved it (docs/product.md, 'Coupon approval'); null: the bank
   * has not yet.
   */
  couponCode: z.string().nullable(),
  couponApprovedAt: isoDate.nullable(),
  suggestions: z.array(auditorSuggestionSchema),
});
export type PairingItem = z.infer<typeof pairingItemSchema>;

export const pairingQuerySchema = querySchema(pairingQueryFields);
export const pairingListSchema = pageSchema(pairingItemSchema);

// --- Auditors (docs/roles/portal-admin.md, 'Auditors') --------------------------------------------------

export const adminAuditorsQuerySchema = querySchema(adminAuditorsQueryFields);
export type AdminAuditorsQuery = Partial<z.output<typeof adminAuditorsQuerySchema>>;

export const adminAuditorRowSchema = z.object({
  id: z.string(),
  /** 'TAN-000042' */
  displayId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  companyAddress: z.string().nullable(),
  totalClients: z.number().int(),
  activeClients: z.number().int(),
  workCapacity: z.number().int(),
  acceptedCounties: z.array(z.string()),
  certifications: z.array(z.string()),
  isActive: z.boolean(),
  onboardingStatus: z.enum(ONBOARDING_STATUSES),
  registrationDate: isoDate,
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type AdminAuditorRow = z.infer<typeof adminAuditorRowSchema>;

export const adminAuditorListSchema = pageSchema(adminAuditorRowSchema);

/** The register number of the certifier (docs/rules/validation.md, 'Auditor fields'). */
const certificationIdSchema = z
  .string({ error: MESSAGES.auditor.certificationIdRequired })
  .transform((v) => sanitizeText(v, 51))
  .pipe(z.string().min(1, MESSAGES.auditor.certificationIdRequired).max(50, MESSAGES.tooLong(50)));

const optionalLine = (max: number) =>
  z
    .string()
    .transform((v) => sanitizeText(v.replace(/\s+/g, ' '), max + 1))
    .pipe(z.string().max(max, MESSAGES.tooLong(max)))
    .optional();

/**
 * The 3-step wizard (docs/roles/portal-admin.md, 'Create wizard'): personal; address and contact;
 * professional.
 */
export const adminAuditorCreateSchema = auditorCreateSchema.extend({
  certificationId: certificationIdSchema,
  companyName: optionalLine(200),
  companyTaxNumber: optionalTaxNumberSchema,
  companyAddress: optionalLine(200),
});
export type AdminAuditorCreate = z.input<typeof adminAuditorCreateSchema>;

/**
 * The edit form (docs/roles/portal-admin.md, 'Edit'): the same fields without the password; the active flag
 * only here.
 */
export const adminAuditorUpdateSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    certificationId: certificationIdSchema,
    workCapacity: weeklyCapacitySchema,
    acceptedCounties: countiesSchema,
    certifications: z.array(z.enum(CERTIFICATIONS)).min(1, MESSAGES.auditor.certificationRequired),
    specialisations: z.array(z.enum(SPECIALISATIONS)).default([]),
    experience: z.enum(EXPERIENCE_OPTIONS).optional(),
    isActive: z.boolean(),
    notes: z
      .string()
      .transform((v) => sanitizeText(v, LIMITS.sanitizerMax))
      .pipe(z.string().max(LIMITS.auditorNotesMax, MESSAGES.auditor.notesTooLong))
      .optional(),
    companyName: optionalLine(200),
    companyTaxNumber: optionalTaxNumberSchema,
    companyAddress: optionalLine(200),
  })
  .extend(addressSchema.shape);
export type AdminAuditorUpdate = z.input<typeof adminAuditorUpdateSchema>;

/**
 * The wizard's first step and the edit form ask whether an e-mail address is free before the last step
 * so a taken address is refused on the step of its field; the edited auditor's own address counts as free.
 */
export const adminAuditorEmailCheckSchema = z.strictObject({
  email: emailSchema,
  auditorId: userIdSchema.optional(),
});
export type AdminAuditorEmailCheck = z.input<typeof adminAuditorEmailCheckSchema>;

export const adminAuditorEmailCheckResultSchema = z.object({
  isAvailable: z.boolean(),
  /** The field's message when taken, null when free. */
  message: z.string().nullable(),
});
export type AdminAuditorEmailCheckResult = z.infer<typeof adminAuditorEmailCheckResultSchema>;

export const adminAuditorDetailSchema = adminAuditorRowSchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  certificationId: z.string().nullable(),
  specialisations: z.array(z.string()),
  experience: z.enum(EXPERIENCE_OPTIONS).nullable(),
  notes: z.string().nullable(),
  companyTaxNumber: z.string().nullable(),
  termsAcceptedAt: isoDate.nullable(),
});
export type AdminAuditorDetail = z.infer<typeof adminAuditorDetailSchema>;

/** The auditor detail's tabs (docs/roles/portal-admin.md, 'Auditor detail'), computed from real data. */
export const auditorPerformanceSchema = z.object({
  totalClients: z.number().int(),
  completed: z.number().int(),
  pending: z.number().int(),
  /** Average days from assignment to certificate upload; null before the first certificate. */
  averageDaysToUpload: z.number().nullable(),
  feePerCertificateHuf: z.number().int(),
  earnedTotalHuf: z.number().int(),
  /** The last 12 months, oldest first ('2026-11'). */
  monthly: z.array(z.object({ month: z.string(), completed: z.number().int(), earnedHuf: z.number().int() })),
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  reviews: z.array(
    z.object({
      id: z.uuid(),
      author: z.string(),
      text: z.string().nullable(),
      rating: z.number().int(),
      createdAt: isoDate,
    }),
  ),
});
export type AuditorPerformance = z.infer<typeof auditorPerformanceSchema>;
