// The client's property as the API answers it (docs/roles/client.md): the dashboard and /property/{id}
// read the same view, so the web app and the server share one schema
// (docs/style.md, 'One zod schema for form, request and OpenAPI').
import { z } from 'zod';
import { CERTIFICATE_BADGES, DOCUMENT_TYPES, PROPERTY_STATUSES } from './statuses.ts';
import { emailSchema, text } from './validation.ts';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { sanitizeText } from './sanitize.ts';

const isoDate = z.iso.datetime({ offset: true });

export const propertyDocumentSchema = z.object({
  id: z.uuid(),
  type: z.enum(DOCUMENT_TYPES),
  /** The original file name, as uploaded. */
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: isoDate,
});
export type PropertyDocument = z.infer<typeof propertyDocumentSchema>;

/** The order's contact person as the staff's lists and details show it. */
export const contactPersonViewSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string().optional(),
});

/** The client a staff list's row is about: the operator's and the bank's client lists begin alike. */
export const clientRowBaseSchema = z.object({
  clientId: z.string(),
  /** 'KH-00042' */
  displayId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  registrationDate: isoDate,
  propertyId: z.uuid().nullable(),
  address: z.string().nullable(),
  area: z.number().nullable(),
  status: z.enum(PROPERTY_STATUSES),
});

export const SHARE_STATES = ['active', 'expired', 'revoked'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

export const certificateShareSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  revokedAt: isoDate.nullable(),
  state: z.enum(SHARE_STATES),
});
export type CertificateShare = z.infer<typeof certificateShareSchema>;

export const propertyViewSchema = z.object({
  id: z.uuid(),
  /** '{postcode} {city}, {street} {houseNumber}' */
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  county: z.string(),
  /** The postcode's coordinates, for the map; null for a postcode missing from the list. */
  location: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  status: z.enum(PROPERTY_STATUSES),
  area: z.number().nullable(),
  couponCode: z.string().nullable(),
  contactPerson: z.object({ name: z.string(), phone: z.string(), email: z.string().optional() }).nullable(),
  createdAt: isoDate,
  orderedAt: isoDate.nullable(),
  auditorAssignDate: isoDate.nullable(),
  appointmentDate: isoDate.nullable(),
  auditor: z
    .object({
      name: z.string(),
      companyName: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string(),
    })
    .nullable(),
  /** Every document of the property, newest first. */
  documents: z.array(propertyDocumentSchema),
  /** The newest certificate, if one was uploaded. */
  certificate: propertyDocumentSchema.nullable(),
  certificateBadge: z.enum(CERTIFICATE_BADGES),
  /**
   * A certificate exists and the status is document_uploaded
   * (docs/rules/statuses.md, 'The certificate badge').
   */
  canDownloadCertificate: z.boolean(),
  rating: z
    .object({ stars: z.number().int(), comment: z.string().nullable(), createdAt: isoDate })
    .nullable(),
  /** The viewer owns the property, the certificate is downloadable, and no rating was given yet. */
  canRate: z.boolean(),
  /** The viewer is the client who owns it (staff see the page read-only). */
  isOwner: z.boolean(),
  /** Owner and status new (docs/roles/client.md, 'Address edit'). */
  canEditAddress: z.boolean(),
  /** Owner, status appointment_scheduled and a date set. */
  canCancelAppointment: z.boolean(),
  /** The owner's shares of the certificate, newest first (empty for anyone else). */
  shares: z.array(certificateShareSchema),
});
export type PropertyView = z.infer<typeof propertyViewSchema>;

/** GET /api/client/property: the whole client dashboard in one answer. */
export const clientDashboardSchema = z.object({ property: propertyViewSchema.nullable() });
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

export const cancelAppointmentSchema = z.object({
  /** Optional note to the auditor, e.g. a better time. */
  reason: z
    .string()
    .transform((v) => sanitizeText(v, LIMITS.noteMax + 1))
    .pipe(z.string().max(LIMITS.noteMax, MESSAGES.tooLong(LIMITS.noteMax)))
    .optional(),
});

export const shareCertificateSchema = z.object({ email: emailSchema });

/** GET /api/shared-certificates/{token}: what the recipient of a share link sees before downloading. */
export const sharedCertificateSchema = z.object({
  fileName: z.string(),
  sizeBytes: z.number(),
  uploadedAt: isoDate,
  expiresAt: isoDate,
  sharedBy: z.string(),
});
export type SharedCertificate = z.infer<typeof sharedCertificateSchema>;

// --- Rating ------------------------------------------------------------------------------------------------
export const ratingSchema = z.object({
  stars: z
    .number({ error: MESSAGES.rating.range })
    .int()
    .min(1, MESSAGES.rating.range)
    .max(5, MESSAGES.rating.range),
  comment: text().pipe(z.string().max(LIMITS.ratingCommentMax, MESSAGES.rating.commentTooLong)).optional(),
});
