// GET /api/bank/clients/{id}: the client detail the bank sees.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankClientDetail } from '../../../../domain/bank.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { bankKey } from '../../../lib/query-keys.ts';

export const bankClientQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...bankKey(), 'client', clientId],
    queryFn: ({ signal }) => apiFetch<BankClientDetail>(apiPaths.bankClient(clientId), { signal }),
    // An unknown client stays unknown: no retries before the 'not found' screen.
    retry: false,
  });

export const useBankClient = (clientId: string) => useQuery(bankClientQuery(clientId));
