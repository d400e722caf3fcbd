// GET /api/coupons/checks and POST /api/coupons/approvals: the bank's coupon check
// (docs/roles/bank-staff.md, 'Orders to check').
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CouponApproval,
  CouponApprovalResult,
  CouponCheckPage,
  CouponCheckQuery,
} from '../../../../domain/coupons.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

/** Every page and filter of the coupon check, and the statistics: what an approval or an import makes stale. */
export const couponsKey = () => ['bank', 'coupons'] as const;

export const couponChecksQuery = (query: CouponCheckQuery) =>
  queryOptions({
    queryKey: [...couponsKey(), 'checks', query],
    queryFn: ({ signal }) => apiFetch<CouponCheckPage>(withQuery(apiPaths.couponChecks(), query), { signal }),
  });

/** The previous page stays on screen while the next one loads. */
export const useCouponChecks = (query: CouponCheckQuery) =>
  useQuery({ ...couponChecksQuery(query), placeholderData: keepPreviousData });

export function useApproveCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponApproval) =>
      apiFetch<CouponApprovalResult>(apiPaths.couponApprovals(), { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey() }),
    meta: { handlesError: true },
  });
}
