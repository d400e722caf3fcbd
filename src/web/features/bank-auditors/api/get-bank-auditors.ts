// GET /api/bank/auditors and /api/bank/auditors/{id}: the bank's auditor directory
// (docs/roles/bank-staff.md, 'Auditor directory').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BankAuditorDetail,
  BankAuditorList,
  BankAuditorsQuery,
} from '../../../../domain/bank-auditors.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const getBankAuditors = (query: BankAuditorsQuery, signal?: AbortSignal) =>
  apiFetch<BankAuditorList>(withQuery(apiPaths.bankAuditors(), query), signal ? { signal } : {});

export const getBankAuditor = (id: string, signal?: AbortSignal) =>
  apiFetch<BankAuditorDetail>(apiPaths.bankAuditor(id), signal ? { signal } : {});

export const bankAuditorsKey = () => ['bank', 'auditors'] as const;

export const bankAuditorsQuery = (query: BankAuditorsQuery) =>
  queryOptions({
    queryKey: [...bankAuditorsKey(), 'list', query],
    queryFn: ({ signal }) => getBankAuditors(query, signal),
  });

export const bankAuditorQuery = (id: string) =>
  queryOptions({
    queryKey: [...bankAuditorsKey(), 'detail', id],
    queryFn: ({ signal }) => getBankAuditor(id, signal),
  });

export const useBankAuditors = (query: BankAuditorsQuery) =>
  useQuery({ ...bankAuditorsQuery(query), placeholderData: keepPreviousData });

export const useBankAuditor = (id: string | null) =>
  useQuery({ ...bankAuditorQuery(id ?? ''), enabled: id !== null });
