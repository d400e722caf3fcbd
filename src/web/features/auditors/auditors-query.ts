// The auditor list's filters, sort and page live in the address bar (/auditors?county=…&sort=…).
import { type AUDITOR_SORTS, adminAuditorsQueryFields } from '../../../domain/admin-lists.ts';
import type { AdminAuditorsQuery } from '../../../domain/admin.ts';
import { COUNTIES } from '../../../domain/counties.ts';
import { ONBOARDING_LABELS, ONBOARDING_STATUSES } from '../../../domain/statuses.ts';
import { optionsOf, searchField, selectField, type FilterField } from '../../components/filter-fields.ts';
import { dateRangeField } from '../../components/date-filter-input.tsx';
import { defaultsOf, defineList, type ListStateOf } from '../../lib/list-state.ts';

export type AuditorSort = (typeof AUDITOR_SORTS)[number];

/** The dates are YYYY-MM-DD, whole Budapest days on the registration date. */
export type AuditorListState = ListStateOf<typeof adminAuditorsQueryFields>;

/** docs/roles/portal-admin.md, 'Auditors': by name, ascending. */
export const DEFAULT_AUDITOR_LIST_STATE = defaultsOf(adminAuditorsQueryFields);

export const auditorList = defineList<AuditorListState>({
  fields: adminAuditorsQueryFields,
  filters: ['search', 'onboardingStatus', 'activity', 'county', 'dateFrom', 'dateTo'],
  // Counts, capacity, ratings and dates start from the largest and newest; names from A, the onboarding
  // from its first step.
  firstDirection: (column) => (column === 'name' || column === 'onboardingStatus' ? 'asc' : 'desc'),
});

export const toAuditorListQuery = (state: AuditorListState) =>
  auditorList.toQuery(state) as AdminAuditorsQuery;

/**
 * docs/roles/portal-admin.md, 'Auditors': text over name, e-mail and address; onboarding status; activity;
 * county; the registration-date range; clearing them.
 */
export const AUDITOR_FILTER_FIELDS: FilterField<AuditorListState>[] = [
  searchField('Név, email, cím', { span: { base: 24, sm: 12, lg: 8 } }),
  selectField(
    'onboardingStatus',
    'Regisztráció állapota',
    optionsOf(ONBOARDING_STATUSES, ONBOARDING_LABELS, 'Összes'),
    { span: { base: 12, sm: 6, lg: 5 } },
  ),
  selectField(
    'activity',
    'Aktivitás',
    optionsOf(['active', 'inactive'], { active: 'Aktív', inactive: 'Inaktív' }, 'Összes'),
    { span: { base: 12, sm: 6, lg: 5 } },
  ),
  selectField(
    'county',
    'Megye',
    [{ value: 'all', label: 'Összes megye' }, ...COUNTIES.map((value) => ({ value, label: value }))],
    { span: { base: 24, sm: 8, lg: 6 } },
  ),
  dateRangeField('Regisztráció ettől', 'Regisztráció eddig', { span: { base: 12, sm: 8, lg: 8 } }),
];
