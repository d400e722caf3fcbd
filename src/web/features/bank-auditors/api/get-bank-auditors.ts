// GET /api/bank/auditors and /api/bank/auditors/{id}: the bank's auditor directory
// (docs/roles/bank-staff.md, 'Auditor directory').
import { useQuery } from '@tanstack/react-query';
import type {
  BankAuditorDetail,
  BankAuditorList,
  BankAuditorsQuery,
} from '../../../../domain/bank-auditors.ts';
import { getListQuery, getQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const bankAuditorsKey = () => ['bank', 'auditors'] as const;

export const bankAuditorsQuery = getListQuery<BankAuditorList, BankAuditorsQuery>(
  apiPaths.bankAuditors,
  () => [...bankAuditorsKey(), 'list'],
);

export const bankAuditorQuery = getQuery<BankAuditorDetail, [id: string]>(apiPaths.bankAuditor, (id) => [
  ...bankAuditorsKey(),
  'detail',
  id,
]);

export const useBankAuditors = keptListHook(bankAuditorsQuery);

export const useBankAuditor = (id: string | null) =>
  useQuery({ ...bankAuditorQuery(id ?? ''), enabled: id !== null });
