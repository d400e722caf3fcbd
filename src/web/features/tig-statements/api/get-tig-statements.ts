// GET /api/tig-statements: the statements, newest first (docs/roles/admin-light.md, 'TIG statements').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TigStatementList, TigStatementsQuery } from '../../../../domain/tig.ts';
import { getListQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** Every list and preview of TIG statements: what generating or marking paid makes stale. */
export const tigKey = () => ['tig'] as const;

export const tigStatementsQuery = getListQuery<TigStatementList, TigStatementsQuery>(
  apiPaths.tigStatements,
  () => [...tigKey(), 'list'],
);

export const useTigStatements = (query: TigStatementsQuery) =>
  useQuery({ ...tigStatementsQuery(query), placeholderData: keepPreviousData });
