// GET /api/admin/clients/coupon-progress: the programme's coupons issued, used and done
// (docs/rules/coupons.md, 'Coupon progress on the client list'). Asked once per visit of the list, not with
// every page, filter and sort of it.
import { useQuery } from '@tanstack/react-query';
import type { CouponProgress } from '../../../../domain/admin.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminClientsKey } from '../../../lib/query-keys.ts';

/** Under the list's key: an assignment, which changes the list, refreshes it too. */
export const couponProgressQuery = getQuery<CouponProgress>(apiPaths.couponProgress, () => [
  ...adminClientsKey(),
  'coupon-progress',
]);

export const useCouponProgress = () => useQuery(couponProgressQuery());
