// POST /api/tig-statements/{id}/paid: the statement and its certificates become Kifizetve.
import type { TigStatement } from '../../../../domain/tig.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { tigKey } from './get-tig-statements.ts';

export const markTigStatementPaid = (statementId: string) =>
  apiFetch<TigStatement>(apiPaths.tigStatementPaid(statementId), { method: 'POST' });

export const useMarkTigStatementPaid = () =>
  useRefreshingMutation(markTigStatementPaid, tigKey(), 'onSettled');
