// GET /api/admin/auditors/{id}/settlements (the portal admin) and GET /api/auditor/settlements (the auditor
// themself): one auditor's settlement month by month.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettlementHistory } from '../../../../domain/settlement.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { settlementKey } from './get-settlement-month.ts';

export const auditorSettlementHistoryQuery = (auditorId: string) =>
  queryOptions({
    queryKey: [...settlementKey(), 'auditor', auditorId],
    queryFn: ({ signal }) => apiFetch<SettlementHistory>(apiPaths.auditorSettlements(auditorId), { signal }),
  });

export const ownSettlementHistoryQuery = () =>
  queryOptions({
    queryKey: [...settlementKey(), 'own'],
    queryFn: ({ signal }) => apiFetch<SettlementHistory>(apiPaths.ownSettlements(), { signal }),
  });

export const useAuditorSettlementHistory = (auditorId: string) =>
  useQuery(auditorSettlementHistoryQuery(auditorId));
export const useOwnSettlementHistory = () => useQuery(ownSettlementHistoryQuery());
