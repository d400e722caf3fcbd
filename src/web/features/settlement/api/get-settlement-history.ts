// GET /api/admin/auditors/{id}/settlements (the portal admin) and GET /api/auditor/settlements (the auditor
// themself): one auditor's settlement month by month.
import { useQuery } from '@tanstack/react-query';
import type { SettlementHistory } from '../../../../domain/settlement.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { settlementKey } from './get-settlement-month.ts';

export const auditorSettlementHistoryQuery = getQuery<SettlementHistory, [auditorId: string]>(
  apiPaths.auditorSettlements,
  (auditorId) => [...settlementKey(), 'auditor', auditorId],
);

export const ownSettlementHistoryQuery = getQuery<SettlementHistory>(apiPaths.ownSettlements, () => [
  ...settlementKey(),
  'own',
]);

export const useAuditorSettlementHistory = (auditorId: string) =>
  useQuery(auditorSettlementHistoryQuery(auditorId));
export const useOwnSettlementHistory = () => useQuery(ownSettlementHistoryQuery());
