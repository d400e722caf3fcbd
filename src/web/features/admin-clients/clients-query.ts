// The admin client list's filters, sort and page live in the address bar (/clients?status=…&sort=…).
import type { AdminClientsQuery } from '../../../domain/admin.ts';
import { LIMITS } from '../../../domain/constants.ts';
import { budapestIsoDay } from '../../../domain/time.ts';
import { adminClientsQueryFields } from '../../../domain/admin-lists.ts';
import { defaultsOf, defineList, type ListStateOf } from '../../lib/list-state.ts';

/** The dates are YYYY-MM-DD, whole Budapest days on the registration date. */
export type AdminClientListState = ListStateOf<typeof adminClientsQueryFields>;

/** Newest registration first (docs/roles/portal-admin.md, 'Table'); 25 rows a page. */
export const DEFAULT_CLIENT_LIST_STATE = defaultsOf(adminClientsQueryFields);

export const adminClientList = defineList<AdminClientListState>({
  fields: adminClientsQueryFields,
  filters: ['search', 'status', 'dateFrom', 'dateTo', 'couponCode'],
  // Dates sort newest first on the first click; names, e-mails and statuses from A.
  firstDirection: (column) => (column === 'registrationDate' || column === 'orderDate' ? 'desc' : 'asc'),
  // Coupon codes are capitals; a code typed or linked in small letters is the same code.
  read: { couponCode: (raw) => raw.slice(0, LIMITS.couponMax).toUpperCase() },
});

/** The filters the API reads (the list and the filtered export); the server validates them again. */
export const toClientFilterQuery = (state: AdminClientListState) =>
  adminClientList.toQuery(state, { withPage: false }) as AdminClientsQuery;

/** One page of the list, as the API reads it. */
export const toClientListQuery = (state: AdminClientListState) =>
  adminClientList.toQuery(state) as AdminClientsQuery;

/** docs/roles/portal-admin.md, 'Filters': the period presets beside the registration date range. */
export const PERIOD_PRESETS = [
  { value: 'today', label: 'Ma', days: 1 },
  { value: 'last7', label: 'Utolsó 7 nap', days: 7 },
  { value: 'last30', label: 'Utolsó 30 nap', days: 30 },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['value'];

/** The registration range of a preset: today, or the last 7 or 30 days with today, in Budapest days. */
export function periodRange(preset: PeriodPreset, now: Date): { dateFrom: string; dateTo: string } {
  const { days } = PERIOD_PRESETS.find((p) => p.value === preset)!;
  return { dateFrom: budapestIsoDay(now, -(days - 1)), dateTo: budapestIsoDay(now) };
}

/** Which preset the range is, if any (a range typed by hand may be one too). */
export function activePeriod(
  state: Pick<AdminClientListState, 'dateFrom' | 'dateTo'>,
  now: Date,
): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const range = periodRange(preset.value, now);
      return range.dateFrom === state.dateFrom && range.dateTo === state.dateTo;
    })?.value ?? null
  );
}
