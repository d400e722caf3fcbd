// GET /api/coupons/checks and POST /api/coupons/approvals: the bank's coupon check
// (docs/roles/bank-staff.md, 'Orders to check').
import type {
  CouponApproval,
  CouponApprovalResult,
  CouponCheckPage,
  CouponCheckQuery,
} from '../../../../domain/coupons.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** Every page and filter of the coupon check, and the statistics: what an approval or an import makes stale. */
export const couponsKey = () => ['bank', 'coupons'] as const;

export const couponChecksQuery = getListQuery<CouponCheckPage, CouponCheckQuery>(
  apiPaths.couponChecks,
  () => [...couponsKey(), 'checks'],
);

export const useCouponChecks = keptListHook(couponChecksQuery);

export const useApproveCoupons = () =>
  useRefreshingMutation(
    (body: CouponApproval) =>
      apiFetch<CouponApprovalResult>(apiPaths.couponApprovals(), { method: 'POST', body }),
    couponsKey(),
    'onSettled',
  );
