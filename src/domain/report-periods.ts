// The bank's report periods and their labels, and the report's filters (docs/roles/bank-staff.md, 'Reports'),
// apart from the report's zod schemas in bank-reports.ts: the reports screen needs only these for its first
// paint, and zod is 25 kB of a phone's first download (decision 0020).
import { COUNTIES } from './counties.ts';
import { labelled } from './labelled.ts';
import { choiceField, dayField, optionalChoiceField } from './list-query.ts';
import { MESSAGES } from './messages.ts';

export const { values: REPORT_PERIODS, labels: REPORT_PERIOD_LABELS } = labelled({
  this_month: 'Ez a hónap',
  last_30_days: 'Elmúlt 30 nap',
  last_12_months: 'Elmúlt 12 hónap',
  this_year: 'Idei év',
  all: 'Teljes időszak',
  custom: 'Egyéni időszak',
});
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const DEFAULT_REPORT_PERIOD: ReportPeriod = 'last_12_months';

/** A custom period covers at most this many days (five years: the monthly trend stays readable). */
export const REPORT_MAX_DAYS = 1827;

/** What the screen and the API say of a custom period that ends before it starts or is too long. */
export const bankReportPeriodMessage = (problem: 'order' | 'length') =>
  problem === 'order' ? MESSAGES.bankReports.rangeOrder : MESSAGES.bankReports.rangeTooLong;

/**
 * The report's filters, in the screen's address bar and in the API's query (`bankReportQuerySchema`, which adds
 * the rules between them): the period, its first and last whole Budapest day when it is 'custom', the county.
 */
export const bankReportQueryFields = {
  period: choiceField(REPORT_PERIODS, DEFAULT_REPORT_PERIOD, MESSAGES.bankReports.invalidPeriod),
  dateFrom: dayField(),
  dateTo: dayField(),
  county: optionalChoiceField(COUNTIES, MESSAGES.bankReports.invalidCounty),
};
