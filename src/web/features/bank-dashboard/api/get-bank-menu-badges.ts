// GET /api/bank/menu-badges: the 'Főoldal' badge of the bank's side menu (clients waiting for an auditor).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankMenuBadges } from '../../../../domain/bank.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { bankKey } from '../../../lib/query-keys.ts';

export const bankMenuBadgesQuery = () =>
  queryOptions({
    queryKey: [...bankKey(), 'menu-badges'],
    queryFn: ({ signal }) => apiFetch<BankMenuBadges>(apiPaths.bankMenuBadges(), { signal }),
    staleTime: 60_000,
  });

/** Only the bank's staff ask (the route is theirs). */
export const useBankMenuBadges = (isBank: boolean) => useQuery({ ...bankMenuBadgesQuery(), enabled: isBank });
