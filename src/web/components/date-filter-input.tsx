import { DateInput } from '@mantine/dates';
import { useTypedDateFilter } from '../lib/typed-date.ts';
import type { DateBoundProps } from './filter-fields.ts';

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
