// TIG statements (docs/product.md, 'TIG statements'; docs/rules/statuses.md, 'TIG statements'): the bill
// to the bank for the certificates done, count x the configured fee. Shared by Admin Light's certificate
// list and the bank's workspace.
import { z } from 'zod';
import { pageSchema, querySchema } from './list-query-schema.ts';
import { MESSAGES } from './messages.ts';
import { TIG_STATEMENT_STATUSES, tigStatementsQueryFields } from './tig-list.ts';
import { budapestIsoDay } from './time.ts';
import { uuidSchema } from './validation.ts';

// The statements' words and list are in tig-list.ts, without zod (decision 0022).
export * from './tig-list.ts';

/** One statement holds at most this many certificates (a request stays small; the bank's file stays readable). */
export const TIG_MAX_CERTIFICATES = 500;

const isoDate = z.iso.datetime({ offset: true });

export const tigSelectionSchema = z.object({
  documentIds: z
    .array(uuidSchema, { error: MESSAGES.tig.noSelection })
    .min(1, MESSAGES.tig.noSelection)
    .max(TIG_MAX_CERTIFICATES, MESSAGES.tig.tooMany(TIG_MAX_CERTIFICATES))
    .refine((ids) => new Set(ids).size === ids.length, MESSAGES.tig.duplicateIds),
});
export type TigSelection = z.infer<typeof tigSelectionSchema>;

/** A certificate as a statement bills it (the preview's rows and the statement's lines). */
export const tigCertificateSchema = z.object({
  documentId: z.string(),
  propertyId: z.string(),
  clientName: z.string(),
  address: z.string(),
  auditorName: z.string(),
  uploadedAt: isoDate,
  amountHuf: z.number().int(),
});
export type TigCertificate = z.infer<typeof tigCertificateSchema>;

export const TIG_EXCLUSION_REASONS = ['not_uploaded', 'billed'] as const;

export const tigPreviewSchema = z.object({
  feeHuf: z.number().int(),
  count: z.number().int(),
  totalHuf: z.number().int(),
  /** The certificates that qualify, in the order a statement would list them. */
  items: z.array(tigCertificateSchema),
  /** Selected certificates that cannot be billed, with the reason in Hungarian. */
  excluded: z.array(
    z.object({
      documentId: z.string(),
      clientName: z.string(),
      address: z.string(),
      reason: z.enum(TIG_EXCLUSION_REASONS),
      message: z.string(),
    }),
  ),
  /** Selected ids that name no certificate (deleted since the list was loaded). */
  missing: z.array(z.string()),
});
export type TigPreview = z.infer<typeof tigPreviewSchema>;

export const tigStatementSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: isoDate,
  createdByName: z.string(),
  certificateCount: z.number().int(),
  feeHuf: z.number().int(),
  totalHuf: z.number().int(),
  status: z.enum(TIG_STATEMENT_STATUSES),
  paidAt: isoDate.nullable(),
  paidByName: z.string().nullable(),
  textFileName: z.string(),
  pdfFileName: z.string(),
});
export type TigStatementSummary = z.infer<typeof tigStatementSummarySchema>;

export const tigStatementSchema = tigStatementSummarySchema.extend({
  lines: z.array(tigCertificateSchema.extend({ position: z.number().int() })),
});
export type TigStatement = z.infer<typeof tigStatementSchema>;

export const tigStatementsQuerySchema = querySchema(tigStatementsQueryFields);
export type TigStatementsQuery = Partial<z.output<typeof tigStatementsQuerySchema>>;

export const tigStatementListSchema = pageSchema(tigStatementSummarySchema);
export type TigStatementList = z.infer<typeof tigStatementListSchema>;

/** TIG-2026-0001: the year is the statement's Budapest year; the serial restarts every year. */
export function tigStatementNumber(year: number, serial: number): string {
  return `TIG-${year}-${String(serial).padStart(4, '0')}`;
}

/**
 * The statement's file is named with the date and the count
 * (docs/rules/statuses.md, 'Numbering and files'); the number keeps two statements of the same day and size
 * apart in the bank's folder. ASCII only, so every system keeps it.
 */
export function tigFileName(
  number: string,
  createdAt: Date,
  count: number,
  extension: 'txt' | 'pdf',
): string {
  return `${number}_${budapestIsoDay(createdAt)}_${count}db.${extension}`;
}
