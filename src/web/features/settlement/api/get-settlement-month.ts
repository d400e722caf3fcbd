// GET /api/admin/settlements: the month's settlement per auditor (docs/roles/portal-admin.md, 'Settlement').
import type { SettlementMonthView, SettlementQuery } from '../../../../domain/settlement.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** Every settlement query (the month view and the auditors' histories) sits under this key. */
export const settlementKey = () => ['settlement'] as const;

export const settlementMonthQuery = getListQuery<SettlementMonthView, SettlementQuery>(
  apiPaths.settlements,
  () => [...settlementKey(), 'month'],
);

export const useSettlementMonth = keptListHook(settlementMonthQuery);
