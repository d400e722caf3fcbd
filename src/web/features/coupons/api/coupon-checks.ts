// GET /api/coupons/checks and POST /api/coupons/approvals: the bank's coupon check
// (docs/roles/bank-staff.md, 'Orders to check').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CouponApproval,
  CouponApprovalResult,
  CouponCheckPage,
  CouponCheckQuery,
} from '../../../../domain/coupons.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { getListQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** Every page and filter of the coupon check, and the statistics: what an approval or an import makes stale. */
export const couponsKey = () => ['bank', 'coupons'] as const;

export const couponChecksQuery = getListQuery<CouponCheckPage, CouponCheckQuery>(
  apiPaths.couponChecks,
  () => [...couponsKey(), 'checks'],
);

/** The previous page stays on screen while the next one loads. */
export const useCouponChecks = (query: CouponCheckQuery) =>
  useQuery({ ...couponChecksQuery(query), placeholderData: keepPreviousData });

export const useApproveCoupons = () =>
  useRefreshingMutation(
    (body: CouponApproval) =>
      apiFetch<CouponApprovalResult>(apiPaths.couponApprovals(), { method: 'POST', body }),
    couponsKey(),
    'onSettled',
  );
