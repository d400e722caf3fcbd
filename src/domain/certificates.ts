// Admin Light's certificates (docs/roles/admin-light.md, 'Certificates'): the list, its filters,
// the selection, upload for a client, bulk download and delete, as the API answers them.
import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { SETTLEMENT_MESSAGES } from './settlement.ts';
import { PROPERTY_STATUSES } from './statuses.ts';
import { searchSchema, userIdSchema, uuidSchema } from './validation.ts';

/**
 * Pending until a TIG statement includes it, sent, then paid (docs/rules/statuses.md, 'Pending, sent, paid'),
 * and stored with the certificate (docs/product.md, 'Persisted billing status').
 */
export const BILLING_STATUSES = ['pending', 'sent', 'paid'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const BILLING_STATUS_LABELS: Record<BillingStatus, string> = {
  pending: 'Függőben',
  sent: 'Elküldve',
  paid: 'Kifizetve',
};

/** An unknown value shows 'Ismeretlen' (docs/rules/statuses.md, 'Pending, sent, paid'). */
export const billingStatusLabel = (status: string): string =>
  (BILLING_STATUSES as readonly string[]).includes(status)
    ? BILLING_STATUS_LABELS[status as BillingStatus]
    : 'Ismeretlen';

export const BILLING_STATUS_FILTERS = ['all', ...BILLING_STATUSES] as const;
export type BillingStatusFilter = (typeof BILLING_STATUS_FILTERS)[number];

/**
 * Every column sorts; the upload date, newest first, is the default
 * (docs/roles/admin-light.md, 'Filters and sorting').
 */
export const CERTIFICATE_SORTS = [
  'uploadedAt',
  'clientName',
  'address',
  'auditorName',
  'billingStatus',
] as const;
export type CertificateSort = (typeof CERTIFICATE_SORTS)[number];

/**
 * Why a certificate may not be deleted, or null when it may: one on a TIG statement (Elküldve or Kifizetve)
 * or on a payment to its certifier stays as it was billed (docs/product.md, 'Billed certificates are
 * frozen'). The server refuses with it and the list disables the delete button with it.
 */
export function certificateDeleteRefusal(certificate: {
  billingStatus: string;
  settled: boolean;
}): { code: 'certificate_on_statement' | 'certificate_settled'; message: string } | null {
  if (certificate.billingStatus !== 'pending')
    return {
      code: 'certificate_on_statement',
      message: MESSAGES.certificates.onStatement(billingStatusLabel(certificate.billingStatus)),
    };
  if (certificate.settled)
    return { code: 'certificate_settled', message: SETTLEMENT_MESSAGES.certificateSettled };
  return null;
}

/** The names shown when a certificate's client or auditor is missing. */
export const UNKNOWN_CLIENT = 'Ismeretlen ügyfél';
export const UNKNOWN_AUDITOR = 'Ismeretlen tanúsító';

/**
 * The most certificates one selection may hold: 'every matching row', the bulk ZIP and a TIG statement.
 * A statement of 5,000 certificates is 325 million Ft, well past a month's work; a larger choice is
 * almost certainly a missing filter.
 */
export const CERTIFICATE_SELECTION_MAX = 5_000;

/**
 * Admin upload: the error text names PDF, JPEG and PNG, so those are what it takes
 * (docs/product.md, 'Certificate files').
 */
export const ADMIN_CERTIFICATE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const isoDate = z.iso.datetime({ offset: true });
const isoDay = z.iso.date();

/**
 * The list's filters and its advanced-filters dialog (docs/roles/admin-light.md, 'Filters and sorting'),
 * shared by the list and the ids.
 */
export const certificateFiltersSchema = z.object({
  /** Client name, address, file name and auditor name. */
  search: searchSchema().optional(),
  billingStatus: z.enum(BILLING_STATUS_FILTERS).default('all'),
  /** The advanced filters' client name and auditor name (each matches its own column). */
  clientName: searchSchema().optional(),
  auditorName: searchSchema().optional(),
  /** Whole Budapest days on the upload date. */
  dateFrom: isoDay.optional(),
  dateTo: isoDay.optional(),
  sort: z.enum(CERTIFICATE_SORTS).default('uploadedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});

export const certificatesQuerySchema = certificateFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
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

export const certificateListSchema = z.object({
  items: z.array(certificateRowSchema),
  total: z.number().int(),
  /** More match than `total` (10 000, decision 0023): the list says "több mint", and pages up to there. */
  isTotalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
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

/** The bulk ZIP's file name: tanusitvanyok_YYYY-MM-DD_N.zip (the Budapest day). */
export const bulkZipFileName = (day: string, count: number) => `tanusitvanyok_${day}_${count}db.zip`;

/** Response header of the bulk ZIP: the files that could not be read (URI-encoded JSON, first 20). */
export const BULK_ERRORS_HEADER = 'x-certificate-errors';
export const BULK_ERROR_COUNT_HEADER = 'x-certificate-error-count';
