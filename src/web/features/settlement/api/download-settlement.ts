// GET /api/admin/settlements/export: the month's settlement as .xlsx for the current filters.
import type { SettlementQuery } from '../../../../domain/settlement.ts';
import { useDownload } from '../../../lib/download-file.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const useDownloadSettlement = () =>
  useDownload((query: SettlementQuery) => ({
    url: withQuery(apiPaths.settlementsExport(), { ...query }),
    fallbackName: 'elszamolas.xlsx',
  }));
