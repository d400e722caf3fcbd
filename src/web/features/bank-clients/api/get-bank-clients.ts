// GET /api/bank/clients: one page of the bank's clients, searched and filtered on the server
// (docs/roles/bank-staff.md, 'Client list').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BankClientList, BankClientsQuery } from '../../../../domain/bank.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { bankKey } from '../../../lib/query-keys.ts';

export const getBankClients = (query: BankClientsQuery, signal?: AbortSignal) =>
  apiFetch<BankClientList>(withQuery(apiPaths.bankClients(), query), signal ? { signal } : {});

export const bankClientsQuery = (query: BankClientsQuery) =>
  queryOptions({
    queryKey: [...bankKey(), 'clients', query],
    queryFn: ({ signal }) => getBankClients(query, signal),
  });

export const useBankClients = (query: BankClientsQuery) =>
  useQuery({ ...bankClientsQuery(query), placeholderData: keepPreviousData });
