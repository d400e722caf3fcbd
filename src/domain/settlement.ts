// The portal admin's settlement with the auditors (docs/roles/portal-admin.md, 'Settlement'): per Budapest
// month, the certificates each auditor completed (certificate documents uploaded in it), the fee due for
// them, what has been paid, and the auditor's own history. The schemas validate the requests and shape
// the answers.
import { z } from 'zod';
import { LOCALE, TIME_ZONE } from './constants.ts';
import { plainString, userIdSchema } from './validation.ts';
import { toBudapest } from './time.ts';

/**
 * The industry's average days from assignment to certificate, shown beside ours
 * (docs/rules/limits.md, 'Fees').
 */
export const INDUSTRY_AVERAGE_DAYS = 15;

export const SETTLEMENT_STATUSES = ['pending', 'paid'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  pending: 'Függőben',
  paid: 'Kifizetve',
};
export const SETTLEMENT_STATUS_FILTERS = ['all', ...SETTLEMENT_STATUSES] as const;
export type SettlementStatusFilter = (typeof SETTLEMENT_STATUS_FILTERS)[number];

export const SETTLEMENT_MESSAGES = {
  invalidMonth: 'Érvénytelen hónap. Kérjük, éééé-hh formában adja meg (2000 és 2100 között).',
  invalidStatus: 'Ismeretlen állapot. Választható: összes, függőben, kifizetve.',
  referenceRequired: 'Adja meg a kifizetés hivatkozását (pl. az átutalás közleményét).',
  referenceTooLong: 'A hivatkozás legfeljebb 100 karakter lehet.',
  nothingToSettle:
    'Ennek a tanúsítónak ebben a hónapban nincs kifizetetlen tanúsítványa: valaki időközben már kifizetettnek jelölte. Frissítse a listát.',
  alreadySettled:
    'A tanúsítványok egy részét időközben már kifizetettnek jelölték. Frissítse a listát, és próbálja újra.',
  countChanged:
    'A tanúsító kifizetetlen tanúsítványainak száma időközben megváltozott. A lista frissült: ellenőrizze az összeget, és jelölje újra.',
  invalidCount: 'A kifizetendő tanúsítványok száma hiányzik vagy érvénytelen. Frissítse a listát.',
  auditorNotFound: 'A tanúsító nem található.',
  paymentNotFound: 'A kifizetés nem található.',
  alreadyReversed: 'Ezt a kifizetést már visszavonták.',
  loadError: 'Hiba történt az elszámolás betöltése során',
  historyLoadError: 'Hiba történt a kifizetések betöltése során',
  exportError: 'Hiba történt az Excel export letöltése során',
  markPaidError: 'Nem sikerült kifizetettnek jelölni',
  reverseError: 'Nem sikerült visszavonni a kifizetést',
  certificateSettled:
    'Ez a tanúsítvány már szerepel egy tanúsítói kifizetésben, ezért nem törölhető. Előbb vonja vissza a kifizetést.',
  replaceSettled:
    'A jelenlegi tanúsítvány már szerepel egy tanúsítói kifizetésben, ezért nem cserélhető. Előbb vonja vissza a kifizetést.',
  markedPaid: 'A sor kifizetettként rögzítve.',
  reversed: 'A kifizetés visszavonva.',
} as const;

/** 'YYYY-MM', a Budapest calendar month. */
export const settlementMonthSchema = z
  .string({ error: SETTLEMENT_MESSAGES.invalidMonth })
  .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, SETTLEMENT_MESSAGES.invalidMonth);

export const settlementQuerySchema = z.strictObject({
  /** Default: the current month in Budapest. */
  month: settlementMonthSchema.optional(),
  auditorId: userIdSchema.optional(),
  status: z.enum(SETTLEMENT_STATUS_FILTERS, { error: SETTLEMENT_MESSAGES.invalidStatus }).default('all'),
});
export type SettlementQuery = z.input<typeof settlementQuerySchema>;
export type SettlementFilters = z.output<typeof settlementQuerySchema>;

export const paymentReferenceSchema = plainString()
  .trim()
  .min(1, SETTLEMENT_MESSAGES.referenceRequired)
  .max(100, SETTLEMENT_MESSAGES.referenceTooLong);

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

/** The Budapest month of an instant, 'YYYY-MM'. */
export function budapestMonth(instant: Date): string {
  const local = toBudapest(instant);
  return `${local.year}-${String(local.month).padStart(2, '0')}`;
}

/** The month `add` months after 'YYYY-MM'. */
export function shiftMonth(month: string, add: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + add, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

const monthFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
});
/** '2026-03' -> '2026. március' */
export function settlementMonthLabel(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  if (!year || !number) return month;
  return monthFormatter.format(new Date(Date.UTC(year, number - 1, 15)));
}

export const settlementFileName = (month: string) => `elszamolas_${month}.xlsx`;
