// The custom period's two dates, in a chunk of their own with the date picker and its styles: the report
// opens on a fixed period, and a phone's first load of /billing need not wait for them (decision 0020).
import { DateFilterInput } from '../../components/date-filter-input.tsx';
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
    <>
      <DateFilterInput
        label="Kezdő dátum"
        clearLabel="Kezdő dátum törlése"
        value={dateFrom}
        onChange={(value) => onChange({ dateFrom: value })}
        {...(dateTo ? { maxDate: dateTo } : {})}
      />
      <DateFilterInput
        label="Záró dátum"
        clearLabel="Záró dátum törlése"
        value={dateTo}
        onChange={(value) => onChange({ dateTo: value })}
        {...(dateFrom ? { minDate: dateFrom } : {})}
      />
    </>
  );
}
