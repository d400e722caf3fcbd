// POST /api/bank/clients/tig-selection: the selected clients' certificates and those without one
// (docs/roles/bank-staff.md, 'TIG statement dialog').
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankTigSelection, BankTigSelectionResult } from '../../../../domain/bank.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { bankKey } from '../../../lib/query-keys.ts';

export const tigSelectionQuery = (selection: BankTigSelection) =>
  queryOptions({
    queryKey: [...bankKey(), 'tig-selection', selection],
    queryFn: ({ signal }) =>
      apiFetch<BankTigSelectionResult>(apiPaths.bankTigSelection(), {
        method: 'POST',
        body: selection,
        signal,
      }),
    staleTime: 0,
    retry: false,
  });

export const useTigSelection = (selection: BankTigSelection, enabled: boolean) =>
  useQuery({ ...tigSelectionQuery(selection), enabled });
