import { Badge, VisuallyHidden } from '@mantine/core';
import type { Role } from '../../domain/roles.ts';
import { formatNumber } from '../../domain/format.ts';
import { bankMenuBadgesQuery, useBankMenuBadges } from '../features/bank-dashboard/index.ts';
import type { FirstData } from '../lib/page-start.ts';

/** The counts a menu item may show beside its label. */
export type MenuBadgeName = 'bankFindingAuditor';

/**
 * The count of each badge for the signed-in role, or null where there is nothing to show: the bank's
 * 'Főoldal' shows the clients waiting for an auditor (docs/roles/bank-staff.md, 'Route set'). Only the bank's
 * staff ask.
 */
export function useMenuBadges(role: Role | undefined): (name: MenuBadgeName | undefined) => number | null {
  const bankBadges = useBankMenuBadges(role === 'bank_admin');
  return (name) =>
    name === 'bankFindingAuditor' && bankBadges.data && bankBadges.data.findingAuditor > 0
      ? bankBadges.data.findingAuditor
      : null;
}

export function MenuBadge({ count }: { count: number }) {
  return (
    <Badge size="sm" color="orange.9" variant="filled" circle={false}>
      {formatNumber(count)}
      <VisuallyHidden> tanúsítóra váró ügyfél</VisuallyHidden>
    </Badge>
  );
}

/** The badges' counts, asked for with the layout's code before the first render (lib/page-start.ts). */
export const menuBadgesFirstData: FirstData = ({ role, data }) =>
  role === 'bank_admin' && data ? [data.queryClient.prefetchQuery(bankMenuBadgesQuery())] : [];
