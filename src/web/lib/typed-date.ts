import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { DAY_PLACEHOLDER } from '../../domain/format.ts';
import { parseTypedDay } from '../../domain/time.ts';

/** How the date filters show a day: '2026. 05. 03.' */
export const DATE_INPUT_FORMAT = 'YYYY. MM. DD.';

export const TYPED_DATE_MESSAGES = {
  invalid: `Érvénytelen dátum, a szűrő nem változott. Formátum: ${DAY_PLACEHOLDER} (pl. 2026. 05. 03.)`,
  beforeStart: 'A záró dátum nem lehet a kezdő dátum előtt, a szűrő nem változott.',
  afterEnd: 'A kezdő dátum nem lehet a záró dátum után, a szűrő nem változott.',
} as const;

/** Why a typed filter date was not taken (it used to vanish without a word), or null. */
export function typedDateProblem(typed: string, bounds: { minDate?: string; maxDate?: string } = {}) {
  if (typed.trim() === '') return null;
  const day = parseTypedDay(typed);
  if (day === null) return TYPED_DATE_MESSAGES.invalid;
  if (bounds.minDate && day < bounds.minDate) return TYPED_DATE_MESSAGES.beforeStart;
  if (bounds.maxDate && day > bounds.maxDate) return TYPED_DATE_MESSAGES.afterEnd;
  return null;
}

/**
 * Props for a Mantine DateInput filter. A typed date is taken when the field is left or on
 * Enter, never halfway ('2027. 02. 3' on the way to '2027. 02. 30.' is not 3 February); one that cannot be
 * taken stays in the field with a message saying so (Mantine's default put the previous value back,
 * silently). Picking a day in the calendar and clearing work as before, through `onChange`.
 */
export function useTypedDateFilter({
  value,
  minDate,
  maxDate,
  onChange,
}: {
  /** The filter's day, YYYY-MM-DD or ''. */
  value: string;
  minDate?: string | undefined;
  maxDate?: string | undefined;
  onChange: (value: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const commit = (typed: string) => {
    if (typed.trim() === '') return setError(null);
    const problem = typedDateProblem(typed, {
      ...(minDate ? { minDate } : {}),
      ...(maxDate ? { maxDate } : {}),
    });
    setError(problem);
    const day = parseTypedDay(typed);
    if (!problem && day !== null && day !== value) onChange(day);
  };
  return {
    error,
    valueFormat: DATE_INPUT_FORMAT,
    // Mantine takes whatever parses while typing; the filter takes the typed text in `commit` instead.
    dateParser: () => null,
    fixOnBlur: false,
    value: value || null,
    minDate: minDate || undefined,
    maxDate: maxDate || undefined,
    onChange: (next: string | null) => {
      setError(null);
      onChange(next ?? '');
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => commit(event.currentTarget.value),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') commit(event.currentTarget.value);
    },
  };
}
