// The coupons' words and the coupon check's list, without zod (decision 0022): the approval filter with its
// labels and the list's query, and the import report's row verdicts with theirs (the system log shows them
// too). The schemas are in coupons.ts, which re-exports all of this.
import { choiceField, pagingFields, textField } from './list-query.ts';
import { labelled } from './labelled.ts';

export const { values: COUPON_ROW_STATUSES, labels: COUPON_ROW_STATUS_LABELS } = labelled({
  valid: 'Érvényes',
  duplicate_in_file: 'Ismétlődik a fájlban',
  already_exists: 'Már létezik',
  already_claimed: 'Már beváltották',
  bad_code: 'Hibás kód',
  not_redeemable: 'Nem váltható be',
  bad_date: 'Hibás dátum',
  expired: 'Lejárt',
  template_example: 'Mintasor',
});
export type CouponRowStatus = (typeof COUPON_ROW_STATUSES)[number];

export const { values: COUPON_APPROVAL_FILTERS, labels: COUPON_APPROVAL_FILTER_LABELS } = labelled({
  pending: 'Jóváhagyásra vár',
  approved: 'Jóváhagyva',
  all: 'Összes',
});
export type CouponApprovalFilter = (typeof COUPON_APPROVAL_FILTERS)[number];

/** A coupon file of 50,000 rows is a few megabytes; this leaves room for a generous .xls. */
export const COUPON_FILE_MAX_BYTES = 25 * 1024 * 1024;

export const COUPON_CHECK_PAGE_SIZE = 25;

export const couponCheckQueryFields = {
  search: textField(),
  state: choiceField(COUPON_APPROVAL_FILTERS, 'pending'),
  ...pagingFields({ pageSize: COUPON_CHECK_PAGE_SIZE }),
};
