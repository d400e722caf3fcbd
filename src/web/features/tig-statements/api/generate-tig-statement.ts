// POST /api/tig-statements: bills exactly the certificates the preview showed as billable.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TigStatement } from '../../../../domain/tig.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { tigKey } from './get-tig-statements.ts';

export const generateTigStatement = (documentIds: string[]) =>
  apiFetch<TigStatement>(apiPaths.tigStatements(), { method: 'POST', body: { documentIds } });

export function useGenerateTigStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateTigStatement,
    // A refusal (409: taken meanwhile) changes what the preview should show, so both outcomes refresh.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tigKey() }),
    meta: { handlesError: true },
  });
}
