// POST /api/tig-statements: bills exactly the certificates the preview showed as billable.
import type { TigStatement } from '../../../../domain/tig.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { tigKey } from './get-tig-statements.ts';

export const generateTigStatement = (documentIds: string[]) =>
  apiFetch<TigStatement>(apiPaths.tigStatements(), { method: 'POST', body: { documentIds } });

// A refusal (409: taken meanwhile) changes what the preview should show, so both outcomes refresh.
export const useGenerateTigStatement = () =>
  useRefreshingMutation(generateTigStatement, tigKey(), 'onSettled');
