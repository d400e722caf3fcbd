// GET /api/bank/reports: the bank's report for a period and a county (docs/roles/bank-staff.md, 'Reports').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BankReport, BankReportQuery } from '../../../../domain/bank-reports.ts';
import { getListQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const bankReportQuery = getListQuery<BankReport, BankReportQuery>(apiPaths.bankReports, () => [
  'bank',
  'reports',
]);

export const useBankReport = (query: BankReportQuery, enabled: boolean) =>
  useQuery({ ...bankReportQuery(query), enabled, placeholderData: keepPreviousData });
