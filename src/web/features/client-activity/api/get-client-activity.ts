// GET /api/bank/client-activity: the clients' events, a page at a time, newest first
// (docs/roles/bank-staff.md, 'Client activity').
import type { ClientActivityPage, ClientActivityQuery } from '../../../../domain/client-activity.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const clientActivityKey = () => ['bank', 'client-activity'] as const;

export const clientActivityQuery = getListQuery<ClientActivityPage, ClientActivityQuery>(
  apiPaths.clientActivity,
  () => [...clientActivityKey(), 'list'],
);

export const useClientActivity = keptListHook(clientActivityQuery);
