// GET /api/admin/pairing: properties waiting for an auditor, oldest first, with their top three
// suggestions (docs/roles/portal-admin.md, 'Pairing').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pairingListSchema } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export type PairingList = z.infer<typeof pairingListSchema>;
export interface PairingQuery {
  page: number;
  pageSize: number;
}

export const getPairing = (query: PairingQuery, signal?: AbortSignal) =>
  apiFetch<PairingList>(withQuery(apiPaths.pairing(), { ...query }), signal ? { signal } : {});

/** The pairing pages and every property's suggestions: what an assignment makes stale. */
export const pairingKey = () => ['admin', 'pairing'] as const;

export const pairingQuery = (query: PairingQuery) =>
  queryOptions({
    queryKey: [...pairingKey(), 'list', query],
    queryFn: ({ signal }) => getPairing(query, signal),
  });

export const usePairing = (query: PairingQuery) =>
  useQuery({ ...pairingQuery(query), placeholderData: keepPreviousData });
