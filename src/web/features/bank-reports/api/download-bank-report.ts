// GET /api/bank/reports/export: the report's .xlsx for the current filters, saved by the browser.
import { useMutation } from '@tanstack/react-query';
import type { BankReportQuery } from '../../../../domain/bank-reports.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export function useDownloadBankReport() {
  return useMutation({
    mutationFn: (query: BankReportQuery) =>
      downloadFile(withQuery(apiPaths.bankReportsExport(), query), { fallbackName: 'riport.xlsx' }),
    meta: { handlesError: true },
  });
}
