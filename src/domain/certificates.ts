// Admin Light's certificates (docs/roles/admin-light.md, 'Certificates'): the list, its filters,
// the selection, upload for a client, bulk download and delete, as the API answers them.
import { z } from 'zod';
import {
  BILLING_STATUSES,
  CERTIFICATE_SELECTION_MAX,
  certificateFiltersFields,
  certificatesQueryFields,
} from './certificates-list.ts';
import { cappedPageSchema, querySchema } from './list-query-schema.ts';
import { MESSAGES } from './messages.ts';
import { PROPERTY_STATUSES } from './statuses.ts';
import { searchSchema, userIdSchema, uuidSchema } from './validation.ts';

// The list's words, query and rules are in certificates-list.ts, without zod (decision 0022).
export * from './certificates-list.ts';

const isoDate = z.iso.datetime({ offset: true });

export const certificateFiltersSchema = querySchema(certificateFiltersFields);
export const certificatesQuerySchema = querySchema(certificatesQueryFields);
/** What a caller may send: every field optional. */
export type CertificatesQuery = Partial<z.output<typeof certificatesQuerySchema>>;
export type CertificateFilters = Partial<z.output<typeof certificateFiltersSchema>>;

export const certificateRowSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: isoDate,
  billingStatus: z.enum(BILLING_STATUSES),
  propertyId: z.uuid(),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  address: z.string(),
  clientId: z.string().nullable(),
  /** 'KH-00042', or null without a client. */
  clientDisplayId: z.string().nullable(),
  /** The client's name, or 'Ismeretlen ügyfél'. */
  clientName: z.string(),
  auditorId: z.string().nullable(),
  /** The property's auditor, or 'Ismeretlen tanúsító'. */
  auditorName: z.string(),
  /** On a payment to its certifier (docs/roles/portal-admin.md, 'Settlement'). */
  settled: z.boolean(),
});
export type CertificateRow = z.infer<typeof certificateRowSchema>;

export const certificateListSchema = cappedPageSchema(certificateRowSchema);
export type CertificateList = z.infer<typeof certificateListSchema>;

/** Every matching certificate's id in the list's order ('select every matching row'). */
export const certificateIdsSchema = z.object({ ids: z.array(z.uuid()), total: z.number().int() });
export type CertificateIds = z.infer<typeof certificateIdsSchema>;

export const certificateSelectionSchema = z.strictObject({
  ids: z
    .array(uuidSchema)
    .min(1, MESSAGES.certificates.noneSelected)
    .max(CERTIFICATE_SELECTION_MAX, MESSAGES.certificates.selectionTooLarge),
});

/**
 * The upload dialog's client picker: a client found by name, e-mail or address
 * (docs/roles/admin-light.md, 'Upload for a client').
 */
export const uploadClientSchema = z.object({
  clientId: z.string(),
  displayId: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  propertyStatus: z.enum(PROPERTY_STATUSES).nullable(),
  hasCertificate: z.boolean(),
  /** Why a certificate cannot be uploaded for this client yet; null when it can. */
  blockedReason: z.string().nullable(),
});
export type UploadClient = z.infer<typeof uploadClientSchema>;

export const uploadClientsQuerySchema = z.object({ search: searchSchema().optional() });
export const uploadClientsSchema = z.object({ items: z.array(uploadClientSchema) });
export type UploadClients = z.infer<typeof uploadClientsSchema>;

/** How many clients the picker shows at once: the person types more to narrow it. */
export const UPLOAD_CLIENTS_LIMIT = 20;

export const adminUploadParamsSchema = z.strictObject({ id: userIdSchema });

export const certificateParamsSchema = z.strictObject({ id: uuidSchema });
