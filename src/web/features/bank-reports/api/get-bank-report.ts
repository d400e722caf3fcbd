// GET /api/bank/reports: the bank's report for a period and a county (docs/roles/bank-staff.md, 'Reports').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BankReport, BankReportQuery } from '../../../../domain/bank-reports.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const bankReportQuery = getQuery<BankReport, [query: BankReportQuery]>(
  (query) => withQuery(apiPaths.bankReports(), query),
  (query) => ['bank', 'reports', query],
);

export const useBankReport = (query: BankReportQuery, enabled: boolean) =>
  useQuery({ ...bankReportQuery(query), enabled, placeholderData: keepPreviousData });
