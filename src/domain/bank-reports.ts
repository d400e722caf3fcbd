// The bank's reports (docs/roles/bank-staff.md, 'Reports'), computed from the database: the filters
// (period in whole Budapest days, county) and the report the API answers with.
import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { withoutAccents } from './name-order.ts';
import { PROPERTY_STATUSES } from './statuses.ts';
import {
  bankReportPeriodMessage,
  bankReportQueryFields,
  REPORT_MAX_DAYS,
  REPORT_PERIODS,
} from './report-periods.ts';
import { querySchema } from './list-query-schema.ts';
import { budapestIsoDay, budapestMonth, periodProblem, shiftMonth } from './time.ts';

export {
  bankReportPeriodMessage,
  bankReportQueryFields,
  REPORT_MAX_DAYS,
  DEFAULT_REPORT_PERIOD,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  type ReportPeriod,
} from './report-periods.ts';
/** The monthly trend of 'all' shows this many months up to the current one. */
export const REPORT_TREND_MONTHS = 12;
/** The slowest open orders listed on the clients tab. */
export const REPORT_SLOWEST_LIMIT = 10;

export const bankReportQuerySchema = querySchema(bankReportQueryFields).superRefine((value, ctx) => {
  if (value.period !== 'custom') {
    if (value.dateFrom || value.dateTo)
      ctx.addIssue({ code: 'custom', message: MESSAGES.bankReports.datesOnlyCustom, path: ['period'] });
    return;
  }
  if (!value.dateFrom || !value.dateTo) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.bankReports.customNeedsDates, path: ['dateFrom'] });
    return;
  }
  const problem = periodProblem(value.dateFrom, value.dateTo, REPORT_MAX_DAYS);
  if (problem) ctx.addIssue({ code: 'custom', message: bankReportPeriodMessage(problem), path: ['dateTo'] });
});
export type BankReportQuery = z.input<typeof bankReportQuerySchema>;
export type BankReportFilters = z.output<typeof bankReportQuerySchema>;

/** The period's first and last Budapest day ('YYYY-MM-DD', both included); `from` is null for 'all'. */
export function resolvePeriod(filters: BankReportFilters, now: Date): { from: string | null; to: string } {
  const today = budapestIsoDay(now);
  const month = budapestMonth(now);
  switch (filters.period) {
    case 'this_month':
      return { from: `${month}-01`, to: today };
    case 'last_30_days':
      return { from: budapestIsoDay(now, -29), to: today };
    case 'last_12_months':
      return { from: `${shiftMonth(month, -11)}-01`, to: today };
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'all':
      return { from: null, to: today };
    case 'custom':
      return { from: filters.dateFrom ?? today, to: filters.dateTo ?? today };
  }
}

/** The 'YYYY-MM' months from `from`'s month to `to`'s month, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const end = to.slice(0, 7);
  const months = [from.slice(0, 7)];
  while (months.at(-1)! < end) months.push(shiftMonth(months.at(-1)!, 1));
  return months;
}

const MONTH_NAMES = [
  'jan.',
  'febr.',
  'márc.',
  'ápr.',
  'máj.',
  'jún.',
  'júl.',
  'aug.',
  'szept.',
  'okt.',
  'nov.',
  'dec.',
];
/** '2026. márc.' for '2026-03'. */
export function monthLabel(month: string): string {
  return `${month.slice(0, 4)}. ${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''}`;
}

const count = z.number().int();
/** Days with one decimal, or null when nothing was measured. */
const days = z.number().nullable();

export const bankReportSchema = z.object({
  period: z.object({
    period: z.enum(REPORT_PERIODS),
    label: z.string(),
    from: z.string().nullable(),
    to: z.string(),
  }),
  county: z.string().nullable(),
  feeHuf: count,
  summary: z.object({
    /** Properties ordered in the period. */
    orders: count,
    /** Certificates uploaded in the period. */
    completed: count,
    /** Orders of the period without a certificate yet. */
    inProgress: count,
    /** Registered in the period and not ordered (status new). */
    notOrdered: count,
    /** Certificates of the period on a TIG statement (sent or paid), at the statements' amounts. */
    billedCount: count,
    billedHuf: count,
    paidCount: count,
    paidHuf: count,
    /** Certificates of the period not yet on a statement, at the configured fee. */
    pendingCount: count,
    pendingHuf: count,
  }),
  statuses: z.array(z.object({ status: z.enum(PROPERTY_STATUSES), label: z.string(), count })),
  monthly: z.array(z.object({ month: z.string(), label: z.string(), orders: count, completed: count })),
  performance: z.object({
    daysToAssignment: days,
    daysToAppointment: days,
    daysToCertificate: days,
    /** How many orders each average was measured on. */
    assignedCount: count,
    appointmentCount: count,
    certificateCount: count,
    overdue: count,
  }),
  counties: z.array(
    z.object({
      county: z.string(),
      orders: count,
      completed: count,
      inProgress: count,
      overdue: count,
      daysToCertificate: days,
    }),
  ),
  slowest: z.array(
    z.object({
      propertyId: z.string(),
      clientName: z.string(),
      address: z.string(),
      county: z.string(),
      status: z.enum(PROPERTY_STATUSES),
      statusLabel: z.string(),
      orderedAt: z.iso.datetime({ offset: true }),
      daysOpen: count,
      overdue: z.boolean(),
    }),
  ),
});
export type BankReport = z.infer<typeof bankReportSchema>;

/** The export's file name: the period's days and the county. */
export function bankReportFileName(report: Pick<BankReport, 'period' | 'county'>): string {
  const range = report.period.from
    ? `${report.period.from}_${report.period.to}`
    : `teljes_${report.period.to}`;
  const county = report.county ? `_${withoutAccents(report.county).replace(/[^A-Za-z0-9-]/g, '')}` : '';
  return `riport_${range}${county}.xlsx`;
}
