import { MultiSelect, NumberInput, type MultiSelectProps, type NumberInputProps } from '@mantine/core';
import { LIMITS } from '../../domain/constants.ts';
import { COUNTIES } from '../../domain/counties.ts';

/**
 * How many new clients an auditor takes a week: a whole number in the allowed range (the administrators'
 * form and the auditor's own profile; each says how a number out of range is treated).
 */
export function WeeklyCapacityInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Heti kapacitás"
      required
      description="Hány új ügyfelet vállal hetente (0–20)"
      min={LIMITS.weeklyCapacityMin}
      max={LIMITS.weeklyCapacityMax}
      allowDecimal={false}
      allowNegative={false}
      {...props}
    />
  );
}

/** The counties an auditor takes work in, searched by name. */
export function AcceptedCountiesSelect(props: MultiSelectProps) {
  return (
    <MultiSelect
      label="Vállalt megyék"
      required
      searchable
      nothingFoundMessage="Nincs ilyen megye"
      data={[...COUNTIES]}
      {...props}
    />
  );
}
