// GET /api/bank/reports/export: the report's .xlsx for the current filters, saved by the browser.
import type { BankReportQuery } from '../../../../domain/bank-reports.ts';
import { useDownload } from '../../../lib/download-file.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const useDownloadBankReport = () =>
  useDownload((query: BankReportQuery) => ({
    url: withQuery(apiPaths.bankReportsExport(), query),
    fallbackName: 'riport.xlsx',
  }));
