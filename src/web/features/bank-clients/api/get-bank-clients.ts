// GET /api/bank/clients: one page of the bank's clients, searched and filtered on the server
// (docs/roles/bank-staff.md, 'Client list').
import type { BankClientList, BankClientsQuery } from '../../../../domain/bank.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { bankKey } from '../../../lib/query-keys.ts';

export const bankClientsQuery = getListQuery<BankClientList, BankClientsQuery>(apiPaths.bankClients, () => [
  ...bankKey(),
  'clients',
]);

export const useBankClients = keptListHook(bankClientsQuery);
