// GET /api/bank/dashboard and /api/bank/dashboard/todos: the bank's counters and its paged to-do list
// (docs/roles/bank-staff.md, 'Dashboard').
import { useQuery } from '@tanstack/react-query';
import type { BankDashboard, BankTodoList, BankTodosQuery } from '../../../../domain/bank.ts';
import { getListQuery, getQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { bankKey } from '../../../lib/query-keys.ts';

export const bankDashboardQuery = getQuery<BankDashboard>(apiPaths.bankDashboard, () => [
  ...bankKey(),
  'dashboard',
]);

export const useBankDashboard = () => useQuery(bankDashboardQuery());

export const bankTodosQuery = getListQuery<BankTodoList, BankTodosQuery>(apiPaths.bankTodos, () => [
  ...bankKey(),
  'todos',
]);

export const useBankTodos = keptListHook(bankTodosQuery);
