// The settlement's words, without zod (decision 0022): its statuses and filter with their Hungarian labels,
// its messages and the months it is kept by. The schemas are in settlement.ts, which re-exports all of
// this. The months' rules (budapestMonth, shiftMonth) are time.ts's.
import { choiceField, NO_CONTROL_CHARACTERS, patternField, USER_ID_PATTERN } from './list-query.ts';
import { MESSAGES } from './messages.ts';
import { formatMonth } from './format.ts';
import { labelled } from './labelled.ts';

/**
 * The industry's average days from assignment to certificate, shown beside ours
 * (docs/rules/limits.md, 'Fees').
 */
export const INDUSTRY_AVERAGE_DAYS = 15;

export const { values: SETTLEMENT_STATUSES, labels: SETTLEMENT_STATUS_LABELS } = labelled({
  pending: 'Függőben',
  paid: 'Kifizetve',
});
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const SETTLEMENT_STATUS_FILTERS = ['all', ...SETTLEMENT_STATUSES] as const;
export type SettlementStatusFilter = (typeof SETTLEMENT_STATUS_FILTERS)[number];

/** 'YYYY-MM', a Budapest calendar month from 2000 to 2100: the API's rule and the screen's address bar's. */
export const SETTLEMENT_MONTH_PATTERN = /^(20\d\d|2100)-(0[1-9]|1[0-2])$/;

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

/**
 * The settlement's filters, in the screen's address bar and in the API's query (`settlementQuerySchema`): the
 * month (the current Budapest month when left out), one auditor, and the payment status.
 */
export const settlementQueryFields = {
  month: patternField(SETTLEMENT_MONTH_PATTERN, SETTLEMENT_MESSAGES.invalidMonth),
  auditorId: patternField(USER_ID_PATTERN, MESSAGES.invalidId),
  status: choiceField(SETTLEMENT_STATUS_FILTERS, 'all', SETTLEMENT_MESSAGES.invalidStatus),
};

/** '2026-03' -> '2026. március' */
export function settlementMonthLabel(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  if (!year || !(number >= 1 && number <= 12)) return month;
  return formatMonth(year, number);
}

export const settlementFileName = (month: string) => `elszamolas_${month}.xlsx`;

export const PAYMENT_REFERENCE_MAX = 100;

/**
 * What is wrong with a payment's reference (the transfer's note), or null: no control characters, and
 * trimmed, 1 to 100 characters. The mark-paid dialog asks it before sending, the server's schema with it
 * (settlement.ts), so the dialog needs no zod (decision 0022).
 */
export function paymentReferenceProblem(value: string): string | null {
  if (!NO_CONTROL_CHARACTERS.test(value)) return MESSAGES.controlCharacters;
  const reference = value.trim();
  if (reference === '') return SETTLEMENT_MESSAGES.referenceRequired;
  if (reference.length > PAYMENT_REFERENCE_MAX) return SETTLEMENT_MESSAGES.referenceTooLong;
  return null;
}
