// GET /api/admin/settlements/export: the month's settlement as .xlsx for the current filters.
import { useMutation } from '@tanstack/react-query';
import type { SettlementQuery } from '../../../../domain/settlement.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export function useDownloadSettlement() {
  return useMutation({
    mutationFn: (query: SettlementQuery) =>
      downloadFile(withQuery(apiPaths.settlementsExport(), { ...query }), {
        fallbackName: 'elszamolas.xlsx',
      }),
    meta: { handlesError: true },
  });
}
