// The portal admin's settlement with the auditors (docs/roles/portal-admin.md, 'Settlement'): per Budapest
// month, the certificates each auditor completed (certificate documents uploaded in it), the fee due for
// them, what has been paid, and the auditor's own history. The schemas validate the requests and shape
// the answers.
import { z } from 'zod';
import {
  paymentReferenceProblem,
  SETTLEMENT_MESSAGES,
  SETTLEMENT_MONTH_PATTERN,
  SETTLEMENT_STATUSES,
  settlementQueryFields,
} from './settlement-list.ts';
import { querySchema } from './list-query-schema.ts';
import { userIdSchema } from './validation.ts';

// The settlement's words, statuses and months are in settlement-list.ts, without zod (decision 0022).
export * from './settlement-list.ts';

/** 'YYYY-MM', a Budapest calendar month. */
export const settlementMonthSchema = z
  .string({ error: SETTLEMENT_MESSAGES.invalidMonth })
  .regex(SETTLEMENT_MONTH_PATTERN, SETTLEMENT_MESSAGES.invalidMonth);

export const settlementQuerySchema = querySchema(settlementQueryFields);
export type SettlementQuery = z.input<typeof settlementQuerySchema>;
export type SettlementFilters = z.output<typeof settlementQuerySchema>;

/** The payment's reference, trimmed; its rule is paymentReferenceProblem's, which the dialog asks too. */
export const paymentReferenceSchema = z
  .string()
  .superRefine((value, ctx) => {
    const problem = paymentReferenceProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.trim());

export const markSettlementPaidSchema = z.strictObject({
  month: settlementMonthSchema,
  auditorId: userIdSchema,
  paymentReference: z.string({ error: SETTLEMENT_MESSAGES.referenceRequired }).pipe(paymentReferenceSchema),
  /** The unsettled certificates the admin saw: a certificate uploaded meanwhile is not paid unseen. */
  certificateCount: z
    .number({ error: SETTLEMENT_MESSAGES.invalidCount })
    .int(SETTLEMENT_MESSAGES.invalidCount)
    .min(1, SETTLEMENT_MESSAGES.invalidCount)
    .max(1_000_000, SETTLEMENT_MESSAGES.invalidCount),
});
export type MarkSettlementPaid = z.input<typeof markSettlementPaidSchema>;

export const settlementPaymentSchema = z.object({
  id: z.string(),
  auditorId: z.string(),
  month: z.string(),
  certificateCount: z.number().int(),
  amountHuf: z.number().int(),
  paymentReference: z.string(),
  paidAt: z.string(),
  paidByName: z.string().nullable(),
  reversedAt: z.string().nullable(),
});
export type SettlementPayment = z.infer<typeof settlementPaymentSchema>;

export const settlementRowSchema = z.object({
  auditorId: z.string(),
  auditorName: z.string(),
  displayId: z.string(),
  certificates: z.number().int(),
  settledCertificates: z.number().int(),
  feeHuf: z.number().int(),
  dueHuf: z.number().int(),
  paidHuf: z.number().int(),
  status: z.enum(SETTLEMENT_STATUSES),
  /** Days from assignment to upload, averaged over the month's certificates with an assignment date. */
  averageDays: z.number().nullable(),
  /** The month's unreversed payments, newest first. */
  payments: z.array(settlementPaymentSchema),
});
export type SettlementRow = z.infer<typeof settlementRowSchema>;

export const settlementMonthViewSchema = z.object({
  month: z.string(),
  feeHuf: z.number().int(),
  industryAverageDays: z.number(),
  summary: z.object({
    dueHuf: z.number().int(),
    paidHuf: z.number().int(),
    pendingHuf: z.number().int(),
    certificates: z.number().int(),
    auditors: z.number().int(),
    averageDays: z.number().nullable(),
  }),
  /** Every auditor with certificates in the month, for the auditor filter (unfiltered). */
  auditors: z.array(z.object({ id: z.string(), name: z.string() })),
  rows: z.array(settlementRowSchema),
});
export type SettlementMonthView = z.infer<typeof settlementMonthViewSchema>;

export const settlementHistoryMonthSchema = z.object({
  month: z.string(),
  certificates: z.number().int(),
  dueHuf: z.number().int(),
  paidHuf: z.number().int(),
  status: z.enum(SETTLEMENT_STATUSES),
  /** The latest unreversed payment's time, if any. */
  paidAt: z.string().nullable(),
});
export const settlementHistorySchema = z.object({
  feeHuf: z.number().int(),
  totals: z.object({ dueHuf: z.number().int(), paidHuf: z.number().int(), pendingHuf: z.number().int() }),
  months: z.array(settlementHistoryMonthSchema),
});
export type SettlementHistory = z.infer<typeof settlementHistorySchema>;
