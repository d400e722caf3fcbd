// GET /api/bank/clients/{id}: the client detail the bank sees.
import { useQuery } from '@tanstack/react-query';
import type { BankClientDetail } from '../../../../domain/bank.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { bankKey } from '../../../lib/query-keys.ts';

export const bankClientQuery = getQuery<BankClientDetail, [clientId: string]>(
  apiPaths.bankClient,
  (clientId) => [...bankKey(), 'client', clientId],
  // An unknown client stays unknown: no retries before the 'not found' screen.
  { retry: false },
);

export const useBankClient = (clientId: string) => useQuery(bankClientQuery(clientId));
