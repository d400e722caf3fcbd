// A server-paged list's query (its filters, sort and page) described once, without zod: the browser reads
// the address bar with the description (web/lib/list-state.ts) and the server validates the same query
// with the zod schema built from it (`querySchema` in list-query-schema.ts). So a list screen does not
// download zod, 25 kB of a phone's first download, to read its address bar (decision 0022); each rule
// below is the one the zod schema applies.
import { regexes } from 'zod/v4/core';

/** A list's free text: trimmed, at most `max` characters, no control characters. */
export interface TextField {
  kind: 'text';
  max: number;
}
/** A whole Budapest day, YYYY-MM-DD, or none. */
export interface DayField {
  kind: 'day';
  /** The server's message for a malformed day; zod's own (Hungarian) when not given. */
  error?: string;
}
/** One of `values`, `fallback` when not given. */
export interface ChoiceField<T extends string = string> {
  kind: 'choice';
  values: readonly T[];
  fallback: T;
  error?: string;
}
/** A whole number from `min` to `max`, `fallback` when not given: a page or a page size. */
export interface WholeNumberField {
  kind: 'number';
  min: number;
  max: number;
  fallback: number;
  error?: string;
}
/** One of `values`, or none: a filter whose plain state is no value at all (the bank's reports' county). */
export interface OptionalChoiceField<T extends string = string> {
  kind: 'optionalChoice';
  values: readonly T[];
  error?: string;
}
/** A value of a fixed form (a month 'YYYY-MM', a person's id), or none. */
export interface PatternField {
  kind: 'pattern';
  pattern: RegExp;
  error: string;
}
export type QueryField =
  TextField | DayField | ChoiceField | OptionalChoiceField | PatternField | WholeNumberField;
export type QueryFields = Record<string, QueryField>;

/** A list's state: every field present, '' for a field that may be left out and is. */
export type QueryState<F extends QueryFields> = {
  -readonly [K in keyof F]: F[K] extends ChoiceField<infer T>
    ? T
    : F[K] extends OptionalChoiceField<infer T>
      ? T | ''
      : F[K] extends WholeNumberField
        ? number
        : string;
};

/** The longest search a list takes. */
export const SEARCH_MAX = 100;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F]*$/;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const textField = (max: number = SEARCH_MAX): TextField => ({ kind: 'text', max });

/** What every list and form answers for a day in its query or body that is not one (the API's form). */
export const INVALID_DAY = 'Érvénytelen dátum. Kérjük, éééé-hh-nn formában adja meg.';

export const dayField = (error: string = INVALID_DAY): DayField => ({ kind: 'day', error });

export const choiceField = <const T extends string>(
  values: readonly T[],
  fallback: NoInfer<T>,
  error?: string,
): ChoiceField<T> => ({ kind: 'choice', values, fallback, ...(error ? { error } : {}) });

/** A filter of `values` whose plain state is none of them. */
export const optionalChoiceField = <const T extends string>(
  values: readonly T[],
  error?: string,
): OptionalChoiceField<T> => ({ kind: 'optionalChoice', values, ...(error ? { error } : {}) });

/** A value that `pattern` (anchored, ^…$) matches whole, or none; `error` when it does not match. */
export const patternField = (pattern: RegExp, error: string): PatternField => ({
  kind: 'pattern',
  pattern,
  error,
});

/** A filter's values behind its 'all' choice (the plain list). */
export const withAll = <const T extends string>(values: readonly T[]): readonly ('all' | T)[] => [
  'all',
  ...values,
];

/** A filter of `values` with 'all' first, 'all' by default. */
export const filterField = <const T extends string>(values: readonly T[], error?: string) =>
  choiceField(withAll(values), 'all', error);

export const directionField = (fallback: SortDirection) => choiceField(SORT_DIRECTIONS, fallback);

const wholeNumber = (min: number, max: number, fallback: number, error?: string): WholeNumberField => ({
  kind: 'number',
  min,
  max,
  fallback,
  ...(error ? { error } : {}),
});

/** What every paged list answers for a page that is not a whole number from 1. */
export const INVALID_PAGE = 'Érvénytelen oldalszám';

/** The page (from 1) and the page size (from 1 to `maxPageSize`) every paged list and history reads. */
export function pagingFields({
  pageSize = 25,
  maxPageSize = 100,
  pageSizeError,
}: { pageSize?: number; maxPageSize?: number; pageSizeError?: string } = {}) {
  return {
    page: wholeNumber(1, 100_000, 1, INVALID_PAGE),
    pageSize: wholeNumber(1, maxPageSize, pageSize, pageSizeError),
  };
}

/** A whole day, YYYY-MM-DD: zod's own pattern for z.iso.date(), real calendar days only. */
export const isIsoDay = (value: string) => regexes.date.test(value);

/**
 * A record's uuid by zod's pattern for z.uuid(), which the API checks: the open lead in the address bar, and on
 * the server an id from a cursor, a log row or an address, before it meets a uuid column.
 */
export const isUuid = (value: string) => regexes.uuid().test(value);

/** A person's id (Better Auth's, or a demo account's 'demo-auditor-6'): the pattern `userIdSchema` checks. */
export const USER_ID_PATTERN = /^[A-Za-z0-9-]{1,100}$/;

/** Whether a field may be left out (the API then reads no bound); the others have a fallback. */
export const isOptionalField = (field: QueryField) => field.kind !== 'choice' && field.kind !== 'number';

/**
 * One value of the address bar read by its field's rule, the same the server's zod schema applies (a
 * number as `Number()` reads it, as zod's coercion does); undefined when the rule refuses it.
 */
export function readQueryValue(field: QueryField, raw: string): string | number | undefined {
  switch (field.kind) {
    case 'text': {
      const text = raw.trim();
      return text.length <= field.max && NO_CONTROL_CHARACTERS.test(text) ? text : undefined;
    }
    case 'day':
      return isIsoDay(raw) ? raw : undefined;
    case 'choice':
    case 'optionalChoice':
      return (field.values as readonly string[]).includes(raw) ? raw : undefined;
    case 'pattern':
      return field.pattern.test(raw) ? raw : undefined;
    case 'number': {
      const number = Number(raw);
      return Number.isSafeInteger(number) && number >= field.min && number <= field.max ? number : undefined;
    }
  }
}
