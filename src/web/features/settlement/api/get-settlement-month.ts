// GET /api/admin/settlements: the month's settlement per auditor (docs/roles/portal-admin.md, 'Settlement').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SettlementMonthView, SettlementQuery } from '../../../../domain/settlement.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

/** Every settlement query (the month view and the auditors' histories) sits under this key. */
export const settlementKey = () => ['settlement'] as const;

export const settlementMonthQuery = getQuery<SettlementMonthView, [query: SettlementQuery]>(
  (query) => withQuery(apiPaths.settlements(), { ...query }),
  (query) => [...settlementKey(), 'month', query],
);

export const useSettlementMonth = (query: SettlementQuery) =>
  useQuery({ ...settlementMonthQuery(query), placeholderData: keepPreviousData });
