// The bank's auditor directory (docs/roles/bank-staff.md, 'Auditor directory'): the programme's
// certifiers with the real average of their clients' ratings, and nothing of the operator's internals.
import { z } from 'zod';
import { userIdSchema, searchSchema } from './validation.ts';

export const BANK_AUDITOR_MESSAGES = {
  invalidRating: 'Ismeretlen értékelési szűrő',
  invalidPage: 'Érvénytelen oldalszám',
  invalidPageSize: 'Egy oldalon 1 és 48 közötti számú tanúsító jeleníthető meg',
  notFound: 'A tanúsító nem található',
  loadError: 'Hiba történt a tanúsítók betöltése során',
  detailError: 'Hiba történt a tanúsító adatainak betöltése során',
  empty: 'Nincs a szűrésnek megfelelő tanúsító',
  noRating: 'Még nincs értékelés',
  noAddress: 'Cím nem elérhető',
} as const;

/** The rating filters, as minimum averages (the average as shown, to one decimal). */
export const RATING_FILTERS = ['all', '4.5', '4', '3.5'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];
export const RATING_FILTER_LABELS: Record<RatingFilter, string> = {
  all: 'Összes tanúsító',
  '4.5': 'Legalább 4,5 csillag',
  '4': 'Legalább 4 csillag',
  '3.5': 'Legalább 3,5 csillag',
};

/** A card grid of 3 columns: 12 fill four rows. */
export const BANK_AUDITOR_PAGE_SIZE = 12;
/** How many of the latest rating comments the details dialog shows. */
export const BANK_AUDITOR_COMMENTS = 5;

export const bankAuditorsQuerySchema = z.object({
  search: searchSchema().optional(),
  minRating: z.enum(RATING_FILTERS, { error: BANK_AUDITOR_MESSAGES.invalidRating }).default('all'),
  page: z.coerce
    .number({ error: BANK_AUDITOR_MESSAGES.invalidPage })
    .int(BANK_AUDITOR_MESSAGES.invalidPage)
    .min(1, BANK_AUDITOR_MESSAGES.invalidPage)
    .max(100_000, BANK_AUDITOR_MESSAGES.invalidPage)
    .default(1),
  pageSize: z.coerce
    .number({ error: BANK_AUDITOR_MESSAGES.invalidPageSize })
    .int(BANK_AUDITOR_MESSAGES.invalidPageSize)
    .min(1, BANK_AUDITOR_MESSAGES.invalidPageSize)
    .max(48, BANK_AUDITOR_MESSAGES.invalidPageSize)
    .default(BANK_AUDITOR_PAGE_SIZE),
});
export type BankAuditorsQuery = Partial<z.output<typeof bankAuditorsQuerySchema>>;

export const bankAuditorParamsSchema = z.object({ id: userIdSchema });

export const bankAuditorCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The auditor's address, else the company's; null when neither is known. */
  address: z.string().nullable(),
  /** The average of the clients' ratings to one decimal; null with no rating. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Properties whose certificate the auditor has uploaded (status document_uploaded). */
  completedAudits: z.number().int(),
  certifications: z.array(z.string()),
});
export type BankAuditorCard = z.infer<typeof bankAuditorCardSchema>;

export const bankAuditorListSchema = z.object({
  items: z.array(bankAuditorCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BankAuditorList = z.infer<typeof bankAuditorListSchema>;

export const bankAuditorDetailSchema = bankAuditorCardSchema.extend({
  companyName: z.string().nullable(),
  acceptedCounties: z.array(z.string()),
  workCapacity: z.number().int(),
  experience: z.string().nullable(),
  /** The latest comments, without the client's name. */
  comments: z.array(
    z.object({ rating: z.number().int(), comment: z.string(), createdAt: z.iso.datetime({ offset: true }) }),
  ),
});
export type BankAuditorDetail = z.infer<typeof bankAuditorDetailSchema>;

/** '4,6 (12 értékelés)', or 'Még nincs értékelés'. */
export function ratingText(average: number | null, count: number): string {
  if (average === null || count === 0) return BANK_AUDITOR_MESSAGES.noRating;
  return `${average.toLocaleString('hu-HU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} (${count.toLocaleString('hu-HU')} értékelés)`;
}
