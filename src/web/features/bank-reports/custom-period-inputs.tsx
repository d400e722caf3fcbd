// The custom period's two dates, in a chunk of their own with the date picker and its styles: the report
// opens on a fixed period, and a phone's first load of /billing need not wait for them (decision 0020).
import { DateRangeInputs } from '../../components/date-filter-input.tsx';
import { addDatesStyles } from '../../lib/dates-styles.ts';

addDatesStyles();

export function CustomPeriodInputs({
  dateFrom,
  dateTo,
  onChange,
}: {
  dateFrom: string;
  dateTo: string;
  onChange: (change: { dateFrom?: string; dateTo?: string }) => void;
}) {
  return (
    <DateRangeInputs
      fromLabel="Kezdő dátum"
      toLabel="Záró dátum"
      from={dateFrom}
      to={dateTo}
      onFromChange={(value) => onChange({ dateFrom: value })}
      onToChange={(value) => onChange({ dateTo: value })}
    />
  );
}
