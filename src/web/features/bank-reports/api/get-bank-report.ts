// GET /api/bank/reports: the bank's report for a period and a county (docs/roles/bank-staff.md, 'Reports').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BankReport, BankReportQuery } from '../../../../domain/bank-reports.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const bankReportQuery = (query: BankReportQuery) =>
  queryOptions({
    queryKey: ['bank', 'reports', query],
    queryFn: ({ signal }) => apiFetch<BankReport>(withQuery(apiPaths.bankReports(), query), { signal }),
  });

export const useBankReport = (query: BankReportQuery, enabled: boolean) =>
  useQuery({ ...bankReportQuery(query), enabled, placeholderData: keepPreviousData });
