import { DateInput } from '@mantine/dates';
import { useTypedDateFilter } from '../lib/typed-date.ts';

/** A whole-day filter bound (YYYY-MM-DD or ''), typed in the Hungarian order or picked. */
export function DateFilterInput({
  label,
  clearLabel,
  value,
  onChange,
  minDate,
  maxDate,
  size,
}: {
  label: string;
  /** The clear button's name for screen readers. */
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
  /** The input's size (Mantine's), for compact filter bars. */
  size?: 'xs' | 'sm' | 'md';
}) {
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
