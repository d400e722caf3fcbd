// GET /api/tig-statements: the statements, newest first (docs/roles/admin-light.md, 'TIG statements').
import type { TigStatementList, TigStatementsQuery } from '../../../../domain/tig.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** Every list and preview of TIG statements: what generating or marking paid makes stale. */
export const tigKey = () => ['tig'] as const;

export const tigStatementsQuery = getListQuery<TigStatementList, TigStatementsQuery>(
  apiPaths.tigStatements,
  () => [...tigKey(), 'list'],
);

export const useTigStatements = keptListHook(tigStatementsQuery);
