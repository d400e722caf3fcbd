// GET /api/bank/dashboard and /api/bank/dashboard/todos: the bank's counters and its paged to-do list
// (docs/roles/bank-staff.md, 'Dashboard').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BankDashboard, BankTodoList, BankTodosQuery } from '../../../../domain/bank.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { bankKey } from '../../../lib/query-keys.ts';

export const getBankDashboard = (signal?: AbortSignal) =>
  apiFetch<BankDashboard>(apiPaths.bankDashboard(), signal ? { signal } : {});

export const bankDashboardQuery = () =>
  queryOptions({
    queryKey: [...bankKey(), 'dashboard'],
    queryFn: ({ signal }) => getBankDashboard(signal),
  });

export const useBankDashboard = () => useQuery(bankDashboardQuery());

export const getBankTodos = (query: BankTodosQuery, signal?: AbortSignal) =>
  apiFetch<BankTodoList>(withQuery(apiPaths.bankTodos(), query), signal ? { signal } : {});

export const bankTodosQuery = (query: BankTodosQuery) =>
  queryOptions({
    queryKey: [...bankKey(), 'todos', query],
    queryFn: ({ signal }) => getBankTodos(query, signal),
  });

export const useBankTodos = (query: BankTodosQuery) =>
  useQuery({ ...bankTodosQuery(query), placeholderData: keepPreviousData });
