// GET /api/tig-statements: the statements, newest first (docs/roles/admin-light.md, 'TIG statements').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TigStatementList, TigStatementsQuery } from '../../../../domain/tig.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const getTigStatements = (query: TigStatementsQuery, signal?: AbortSignal) =>
  apiFetch<TigStatementList>(withQuery(apiPaths.tigStatements(), query), signal ? { signal } : {});

/** Every list and preview of TIG statements: what generating or marking paid makes stale. */
export const tigKey = () => ['tig'] as const;

export const tigStatementsQuery = (query: TigStatementsQuery) =>
  queryOptions({
    queryKey: [...tigKey(), 'list', query],
    queryFn: ({ signal }) => getTigStatements(query, signal),
  });

export const useTigStatements = (query: TigStatementsQuery) =>
  useQuery({ ...tigStatementsQuery(query), placeholderData: keepPreviousData });
