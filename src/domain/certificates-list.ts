// Admin Light's certificate list's words, query and rules, without zod (decision 0022): the billing
// statuses with their labels, the sorts, when a certificate may be deleted, the selection's limit and the
// bulk ZIP's names. The schemas are in certificates.ts, which re-exports all of this.
import { choiceField, dayField, directionField, filterField, pagingFields, textField } from './list-query.ts';
import { MESSAGES } from './messages.ts';
import { SETTLEMENT_MESSAGES } from './settlement-list.ts';
import {
  BILLING_LABELS as BILLING_STATUS_LABELS,
  BILLING_STATUSES,
  type BillingStatus,
  UNKNOWN_LABEL,
} from './statuses.ts';

/**
 * Pending until a TIG statement includes it, sent, then paid (docs/rules/statuses.md, 'Pending, sent, paid'),
 * and stored with the certificate (docs/product.md, 'Persisted billing status'): statuses.ts holds them.
 */
export { BILLING_STATUS_LABELS, BILLING_STATUSES, type BillingStatus };

/** An unknown value shows 'Ismeretlen' (docs/rules/statuses.md, 'Pending, sent, paid'). */
export const billingStatusLabel = (status: string): string =>
  (BILLING_STATUSES as readonly string[]).includes(status)
    ? BILLING_STATUS_LABELS[status as BillingStatus]
    : UNKNOWN_LABEL;

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

/**
 * The list's filters and its advanced-filters dialog (docs/roles/admin-light.md, 'Filters and sorting'),
 * shared by the list and the ids.
 */
export const certificateFiltersFields = {
  /** Client name, address, file name and auditor name. */
  search: textField(),
  billingStatus: filterField(BILLING_STATUSES),
  /** The advanced filters' client name and auditor name (each matches its own column). */
  clientName: textField(),
  auditorName: textField(),
  /** Whole Budapest days on the upload date. */
  dateFrom: dayField(),
  dateTo: dayField(),
  sort: choiceField(CERTIFICATE_SORTS, 'uploadedAt'),
  direction: directionField('desc'),
};

export const certificatesQueryFields = { ...certificateFiltersFields, ...pagingFields() };

/** The bulk ZIP's file name: tanusitvanyok_YYYY-MM-DD_N.zip (the Budapest day). */
export const bulkZipFileName = (day: string, count: number) => `tanusitvanyok_${day}_${count}db.zip`;

/** Response header of the bulk ZIP: the files that could not be read (URI-encoded JSON, first 20). */
export const BULK_ERRORS_HEADER = 'x-certificate-errors';
export const BULK_ERROR_COUNT_HEADER = 'x-certificate-error-count';
