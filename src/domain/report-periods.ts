// The bank's report periods and their labels (docs/roles/bank-staff.md, 'Reports'), apart from the
// report's zod schemas in bank-reports.ts: the reports screen needs only these for its first paint, and zod
// is 25 kB of a phone's first download (decision 0020).
import { labelled } from './labelled.ts';

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
