import { DateInput } from '@mantine/dates';
import { DATE_INPUT_FORMAT, parseTypedDate } from '../lib/typed-date.ts';

/** A whole-day filter bound (YYYY-MM-DD or ''), typed in the Hungarian order or picked. */
export function DateFilterInput({
  label,
  clearLabel,
  value,
  onChange,
  minDate,
  maxDate,
}: {
  label: string;
  /** The clear button's name for screen readers. */
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
}) {
  return (
    <DateInput
      label={label}
      placeholder="éééé. hh. nn."
      valueFormat={DATE_INPUT_FORMAT}
      dateParser={parseTypedDate}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      minDate={minDate || undefined}
      maxDate={maxDate || undefined}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
