// GET /api/admin/pairing: properties waiting for an auditor, oldest first, with their top three
// suggestions (docs/roles/portal-admin.md, 'Pairing').
import type { z } from 'zod';
import type { pairingListSchema } from '../../../../domain/admin.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

export type PairingList = z.infer<typeof pairingListSchema>;
export interface PairingQuery {
  page: number;
  pageSize: number;
}

/** The pairing pages and every property's suggestions: what an assignment makes stale. */
export const pairingKey = () => ['admin', 'pairing'] as const;

export const pairingQuery = getListQuery<PairingList, PairingQuery>(apiPaths.pairing, () => [
  ...pairingKey(),
  'list',
]);

export const usePairing = keptListHook(pairingQuery);
