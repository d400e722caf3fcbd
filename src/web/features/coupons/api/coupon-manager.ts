// The coupon manager (docs/roles/bank-staff.md, 'Coupon manager'): statistics, the CSV template, and the
// file's preview and import.
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  COUPON_TEMPLATE_FILE_NAME,
  type CouponImportReport,
  type CouponStatistics,
} from '../../../../domain/coupons.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { useDownload } from '../../../lib/download-file.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { couponsKey } from './coupon-checks.ts';

const couponStatisticsQuery = getQuery<CouponStatistics>(apiPaths.couponStatistics, () => [
  ...couponsKey(),
  'statistics',
]);

export const useCouponStatistics = () => useQuery(couponStatisticsQuery());

export const useDownloadCouponTemplate = () =>
  useDownload(() => ({ url: apiPaths.couponTemplate(), fallbackName: COUPON_TEMPLATE_FILE_NAME }));

/** The file's per-row report without writing anything. */
export const usePreviewCouponFile = () =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadFile<CouponImportReport>(apiPaths.couponImportPreview(), 'file', file, onProgress),
    meta: { handlesError: true },
  });

/** Imports the file's valid rows (the server checks every row again). */
export const useImportCouponFile = () =>
  useRefreshingMutation(
    ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadFile<CouponImportReport>(apiPaths.couponImport(), 'file', file, onProgress),
    couponsKey(),
    'onSettled',
  );
