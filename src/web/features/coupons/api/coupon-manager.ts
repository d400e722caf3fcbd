// The coupon manager (docs/roles/bank-staff.md, 'Coupon manager'): statistics, the CSV template, and the
// file's preview and import.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COUPON_TEMPLATE_FILE_NAME,
  type CouponImportReport,
  type CouponStatistics,
} from '../../../../domain/coupons.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { couponsKey } from './coupon-checks.ts';

export const useCouponStatistics = () =>
  useQuery({
    queryKey: [...couponsKey(), 'statistics'],
    queryFn: ({ signal }) => apiFetch<CouponStatistics>(apiPaths.couponStatistics(), { signal }),
  });

export const useDownloadCouponTemplate = () =>
  useMutation({
    mutationFn: () => downloadFile(apiPaths.couponTemplate(), { fallbackName: COUPON_TEMPLATE_FILE_NAME }),
    meta: { handlesError: true },
  });

/** The file's per-row report without writing anything. */
export const usePreviewCouponFile = () =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadFile<CouponImportReport>(apiPaths.couponImportPreview(), 'file', file, onProgress),
    meta: { handlesError: true },
  });

/** Imports the file's valid rows (the server checks every row again). */
export function useImportCouponFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadFile<CouponImportReport>(apiPaths.couponImport(), 'file', file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey() }),
    meta: { handlesError: true },
  });
}
