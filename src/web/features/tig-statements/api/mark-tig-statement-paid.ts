// POST /api/tig-statements/{id}/paid: the statement and its certificates become Kifizetve.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TigStatement } from '../../../../domain/tig.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { tigKey } from './get-tig-statements.ts';

export const markTigStatementPaid = (statementId: string) =>
  apiFetch<TigStatement>(apiPaths.tigStatementPaid(statementId), { method: 'POST' });

export function useMarkTigStatementPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTigStatementPaid,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tigKey() }),
    meta: { handlesError: true },
  });
}
