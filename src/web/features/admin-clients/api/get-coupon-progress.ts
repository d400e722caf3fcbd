// GET /api/admin/clients/coupon-progress: the programme's coupons issued, used and done
// (docs/rules/coupons.md, 'Coupon progress on the client list'). Asked once per visit of the list, not with
// every page, filter and sort of it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponProgress } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminClientsKey } from '../../../lib/query-keys.ts';

export const getCouponProgress = (signal?: AbortSignal) =>
  apiFetch<CouponProgress>(apiPaths.couponProgress(), signal ? { signal } : {});

/** Under the list's key: an assignment, which changes the list, refreshes it too. */
export const couponProgressQuery = () =>
  queryOptions({
    queryKey: [...adminClientsKey(), 'coupon-progress'],
    queryFn: ({ signal }) => getCouponProgress(signal),
  });

export const useCouponProgress = () => useQuery(couponProgressQuery());
