// GET /api/admin/settlements: the month's settlement per auditor (docs/roles/portal-admin.md, 'Settlement').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SettlementMonthView, SettlementQuery } from '../../../../domain/settlement.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

/** Every settlement query (the month view and the auditors' histories) sits under this key. */
export const settlementKey = () => ['settlement'] as const;

export const settlementMonthQuery = (query: SettlementQuery) =>
  queryOptions({
    queryKey: [...settlementKey(), 'month', query],
    queryFn: ({ signal }) =>
      apiFetch<SettlementMonthView>(withQuery(apiPaths.settlements(), { ...query }), { signal }),
  });

export const useSettlementMonth = (query: SettlementQuery) =>
  useQuery({ ...settlementMonthQuery(query), placeholderData: keepPreviousData });
