// POST /api/bank/tig-statements/{id}/share: e-mails the statement to the bank's statement address.
import { useMutation } from '@tanstack/react-query';
import type { BankStatementShare } from '../../../../domain/bank.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const useShareStatement = () =>
  useMutation({
    mutationFn: (statementId: string) =>
      apiFetch<BankStatementShare>(apiPaths.bankStatementShare(statementId), { method: 'POST', body: {} }),
    meta: { handlesError: true },
  });
