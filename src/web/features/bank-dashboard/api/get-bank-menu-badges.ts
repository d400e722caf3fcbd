// GET /api/bank/menu-badges: the 'Főoldal' badge of the bank's side menu (clients waiting for an auditor).
import { useQuery } from '@tanstack/react-query';
import type { BankMenuBadges } from '../../../../domain/bank.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { bankKey } from '../../../lib/query-keys.ts';

export const bankMenuBadgesQuery = getQuery<BankMenuBadges>(
  apiPaths.bankMenuBadges,
  () => [...bankKey(), 'menu-badges'],
  { staleTime: 60_000 },
);

/** Only the bank's staff ask (the route is theirs). */
export const useBankMenuBadges = (isBank: boolean) => useQuery({ ...bankMenuBadgesQuery(), enabled: isBank });
