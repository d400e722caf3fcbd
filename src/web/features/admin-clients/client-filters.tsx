import { IconTicket } from '@tabler/icons-react';
import { CLIENT_STATUS_FILTER_LABELS, CLIENT_STATUS_FILTERS } from '../../../domain/admin-lists.ts';
import { LIMITS } from '../../../domain/constants.ts';
import { optionsOf, searchField, selectField, type FilterField } from '../../components/filter-fields.ts';
import { dateRangeField } from '../../components/date-filter-input.tsx';
import { activePeriod, PERIOD_PRESETS, periodRange, type AdminClientListState } from './clients-query.ts';

/**
 * docs/roles/portal-admin.md, 'Filters': free text, status, coupon code, the registration period (presets
 * and a date range) and clearing them; two compact lines that wrap on a narrow screen.
 */
export function clientFilterFields(
  state: AdminClientListState,
  now: () => Date = () => new Date(),
): FilterField<AdminClientListState>[] {
  const period = activePeriod(state, now());
  return [
    searchField('Név, azonosító, email, telefon, cím, tanúsító', { style: { flex: '3 1 260px' } }),
    selectField('status', 'Állapot', optionsOf(CLIENT_STATUS_FILTERS, CLIENT_STATUS_FILTER_LABELS), {
      style: { flex: '2 1 220px' },
    }),
    {
      kind: 'search',
      key: 'couponCode',
      label: 'Kuponkód',
      placeholder: 'KH…',
      icon: <IconTicket size={14} aria-hidden />,
      type: 'text',
      maxLength: LIMITS.couponMax,
      normalize: (text) => text.toUpperCase().replace(/\s/g, ''),
      style: { flex: '1 1 140px' },
    },
    {
      kind: 'chips',
      id: 'client-period-label',
      label: 'Regisztráció időszaka',
      options: PERIOD_PRESETS,
      pressed: period,
      // Pressed again, the preset lets go of the period.
      press: (value) =>
        period === value
          ? { dateFrom: '', dateTo: '' }
          : periodRange(PERIOD_PRESETS.find((preset) => preset.value === value)!.value, now()),
      style: { flex: '0 1 auto' },
      line: 1,
    },
    dateRangeField('Regisztráció ettől', 'Regisztráció eddig', {
      style: { flex: '1 1 150px', maxWidth: 200 },
      line: 1,
    }),
  ];
}
