import { DateInput } from '@mantine/dates';
import { useTypedDateFilter } from '../lib/typed-date.ts';
import type { DateBoundProps, FilterField, Placement, TextKey } from './filter-fields.ts';

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
      placeholder="éééé. hh. nn."
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      {...filter}
    />
  );
}

/** A list's day range filter (its `dateFrom` and `dateTo`), each bound typed or picked, with their labels. */
export const dateRangeField = <S extends { dateFrom: string; dateTo: string }>(
  fromLabel: string,
  toLabel: string,
  placement: Placement,
): FilterField<S> => ({
  kind: 'dateRange',
  input: DateFilterInput,
  from: 'dateFrom' as TextKey<S>,
  to: 'dateTo' as TextKey<S>,
  fromLabel,
  toLabel,
  ...placement,
});
