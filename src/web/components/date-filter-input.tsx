import { DateInput } from '@mantine/dates';
import { DAY_PLACEHOLDER } from '../../domain/format.ts';
import { useTypedDateFilter } from '../lib/typed-date.ts';
import {
  dateRangeBounds,
  type DateBoundProps,
  type FilterField,
  type Placement,
  type TextKey,
} from './filter-fields.ts';

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
 * A day range's two bounds in a form or a filter panel (dateRangeBounds' rules), each typed or picked. The
 * two inputs are siblings for a grid to place (SimpleGrid); a Mantine Group counts them as one child and
 * would give both the whole width.
 */
export function DateRangeInputs({
  fromLabel,
  toLabel,
  from,
  to,
  onFromChange,
  onToChange,
  latest,
}: {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  /** The latest day either bound may be (today, for a period that has to be over). */
  latest?: string;
}) {
  const bounds = dateRangeBounds({ from, to, ...(latest ? { latest } : {}) });
  return (
    <>
      <DateFilterInput label={fromLabel} {...bounds.from} onChange={onFromChange} />
      <DateFilterInput label={toLabel} {...bounds.to} onChange={onToChange} />
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
  input: DateFilterInput,
  from: 'dateFrom' as TextKey<S>,
  to: 'dateTo' as TextKey<S>,
  fromLabel,
  toLabel,
  ...placement,
});
