import { DateInput } from '@mantine/dates';
import { DAY_PLACEHOLDER } from '../../domain/format.ts';
import { useTypedDateFilter } from '../lib/typed-date.ts';
import type { DateBoundProps, DateRangeProps, FilterField, Placement, TextKey } from './filter-fields.ts';

/** A whole-day filter bound (YYYY-MM-DD or ''), typed in the Hungarian order or picked. */
export function DateFilterInput({
  label,
  clearLabel,
  value,
  onChange,
  minDate,
  maxDate,
  size,
}: DateBoundProps) {
  // A typed date is taken when the field is left; one that cannot be taken says so.
  const filter = useTypedDateFilter({ value, minDate, maxDate, onChange });
  return (
    <DateInput
      label={label}
      size={size}
      placeholder={DAY_PLACEHOLDER}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      {...filter}
    />
  );
}

/**
 * A day range's two bounds, each typed or picked: the start no later than the end and neither past
 * `latest`. The two inputs are siblings, for the parent's row or grid to place.
 */
export function DateRangeInputs({
  fromLabel,
  toLabel,
  from,
  to,
  onFromChange,
  onToChange,
  latest = '',
  size,
}: DateRangeProps) {
  const sized = size ? { size } : {};
  return (
    <>
      <DateFilterInput
        label={fromLabel}
        clearLabel="Kezdő dátum törlése"
        value={from}
        maxDate={to || latest}
        onChange={onFromChange}
        {...sized}
      />
      <DateFilterInput
        label={toLabel}
        clearLabel="Záró dátum törlése"
        value={to}
        minDate={from}
        maxDate={latest}
        onChange={onToChange}
        {...sized}
      />
    </>
  );
}

/** A list's day range filter (its `dateFrom` and `dateTo`), each bound typed or picked, with their labels. */
export const dateRangeField = <S extends { dateFrom: string; dateTo: string }>(
  fromLabel: string,
  toLabel: string,
  placement: Placement,
): FilterField<S> => ({
  kind: 'dateRange',
  input: DateRangeInputs,
  from: 'dateFrom' as TextKey<S>,
  to: 'dateTo' as TextKey<S>,
  fromLabel,
  toLabel,
  ...placement,
});
