// GET /api/tig-statements: the statements, newest first (docs/roles/admin-light.md, 'TIG statements').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TigStatementList, TigStatementsQuery } from '../../../../domain/tig.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

/** Every list and preview of TIG statements: what generating or marking paid makes stale. */
export const tigKey = () => ['tig'] as const;

export const tigStatementsQuery = getQuery<TigStatementList, [query: TigStatementsQuery]>(
  (query) => withQuery(apiPaths.tigStatements(), query),
  (query) => [...tigKey(), 'list', query],
);

export const useTigStatements = (query: TigStatementsQuery) =>
  useQuery({ ...tigStatementsQuery(query), placeholderData: keepPreviousData });
