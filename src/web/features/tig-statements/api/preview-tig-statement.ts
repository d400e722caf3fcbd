// POST /api/tig-statements/preview: the server's count, fee and total for a selection, and what cannot be
// billed (docs/rules/statuses.md, 'What a statement may hold'). A read, so a query: it refetches when the
// selection changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TigPreview } from '../../../../domain/tig.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { tigKey } from './get-tig-statements.ts';

export const previewTigStatement = (documentIds: string[], signal?: AbortSignal) =>
  apiFetch<TigPreview>(apiPaths.tigStatementPreview(), {
    method: 'POST',
    body: { documentIds },
    ...(signal ? { signal } : {}),
  });

export const tigPreviewQuery = (documentIds: string[]) =>
  queryOptions({
    queryKey: [...tigKey(), 'preview', [...documentIds].sort()],
    queryFn: ({ signal }) => previewTigStatement(documentIds, signal),
    // The numbers must be the server's now, not a minute ago: another admin may have billed some.
    staleTime: 0,
  });

export const useTigPreview = (documentIds: string[], enabled: boolean) =>
  useQuery({ ...tigPreviewQuery(documentIds), enabled: enabled && documentIds.length > 0 });
