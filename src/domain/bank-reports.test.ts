import { describe, expect, it } from 'vitest';
import { bankReportQuerySchema, monthsBetween, resolvePeriod } from './bank-reports.ts';

// 00:30 on 1 January 2026 in Budapest is still 31 December in UTC.
const NEW_YEAR = new Date('2025-12-31T23:30:00Z');
const periodOf = (query: object) => resolvePeriod(bankReportQuerySchema.parse(query), NEW_YEAR);

describe("a report's period", () => {
  it('is counted in Budapest days and months, across the turn of the year', () => {
    expect(periodOf({ period: 'this_month' })).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(periodOf({ period: 'last_30_days' })).toEqual({ from: '2025-12-03', to: '2026-01-01' });
    expect(periodOf({ period: 'last_12_months' })).toEqual({ from: '2025-02-01', to: '2026-01-01' });
    expect(periodOf({ period: 'this_year' })).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(periodOf({ period: 'all' })).toEqual({ from: null, to: '2026-01-01' });
    expect(periodOf({ period: 'custom', dateFrom: '2025-11-02', dateTo: '2025-12-24' })).toEqual({
      from: '2025-11-02',
      to: '2025-12-24',
    });
  });

  it("lists the trend's months from the first to the last, both included", () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02-01', '2026-02-28')).toEqual(['2026-02']);
  });
});
