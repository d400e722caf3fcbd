// A list's filters described rather than written out (docs/style.md, 'One list kit'): the descriptions and
// their helpers, which a list's query module builds without the bar that renders them (filter-bar.tsx).
import type { BoxProps, GridColProps } from '@mantine/core';
import type { ComponentType, CSSProperties, ReactNode } from 'react';

type KeyOf<S> = keyof S & string;
export type TextKey<S> = { [K in KeyOf<S>]: S[K] extends string ? K : never }[KeyOf<S>];

export interface FilterOption {
  value: string;
  label: string;
}

/** Where a field sits: its column span in the grid layout, its width or flex in the row layout. */
export interface Placement {
  span?: GridColProps['span'];
  style?: CSSProperties;
  w?: BoxProps['w'];
  /** The row layout's line (0 first). */
  line?: number;
}

/** A free-text filter: its text is sent after a pause. */
type SearchField<S> = Placement & {
  kind: 'search';
  key: TextKey<S>;
  label: string;
  placeholder: string;
  /** The leading icon; a magnifier when not given. */
  icon?: ReactNode;
  maxLength?: number;
  /** Applied to every keystroke (the coupon code in capitals, without spaces). */
  normalize?: (text: string) => string;
  /** 'search' by default; 'text' when the browser's clear cross would mislead. */
  type?: 'search' | 'text';
};

/**
 * The input a date range's bound is typed or picked in (DateFilterInput). The list's description names it,
 * so that a list without a date range does not download the date picker with the bar (decision 0022).
 */
export type DateBoundInput = ComponentType<DateBoundProps>;

/**
 * A day range's two bounds (each YYYY-MM-DD or ''): the start no later than the end and neither past
 * `latest` ('' for no limit), with their clear buttons' names. The filter bar places the two inputs one by
 * one; DateRangeInputs draws them side by side.
 */
export function dateRangeBounds({ from, to, latest = '' }: { from: string; to: string; latest?: string }) {
  return {
    from: { clearLabel: 'Kezdő dátum törlése', value: from, maxDate: to || latest },
    to: { clearLabel: 'Záró dátum törlése', value: to, minDate: from, maxDate: latest },
  };
}

/** What a date range's bound input is given: a whole day, YYYY-MM-DD or ''. */
export interface DateBoundProps {
  label: string;
  /** The clear button's name for screen readers. */
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
  /** The input's size (Mantine's), for compact filter bars. */
  size?: 'xs' | 'sm' | 'md';
}

/** One filter of a bar, described rather than written out; the bar renders it with its label. */
export type FilterField<S> =
  | SearchField<S>
  | (Placement &
      (
        | {
            kind: 'select';
            key: TextKey<S>;
            label: string;
            options: readonly FilterOption[];
            /** Mantine's searchable combobox rather than the browser's select. */
            combobox?: boolean;
          }
        | {
            kind: 'segmented';
            key: TextKey<S>;
            label: string;
            options: readonly FilterOption[];
            /** With an id the label is shown above the control; without, it is the control's name alone. */
            labelId?: string;
          }
        | {
            kind: 'dateRange';
            from: TextKey<S>;
            to: TextKey<S>;
            fromLabel: string;
            toLabel: string;
            input: DateBoundInput;
          }
        | {
            /** Quick ranges: toggle buttons in a labelled group, the pressed one filled. */
            kind: 'chips';
            id: string;
            label: string;
            options: readonly FilterOption[];
            pressed: string | null;
            /** The change a press makes; pressing the pressed one again usually lets it go. */
            press: (value: string) => Partial<S>;
          }
      ));

/** The list's free-text search, named 'Keresés' on every list. */
export const searchField = <S>(
  placeholder: string,
  options: Omit<SearchField<S>, 'kind' | 'key' | 'label' | 'placeholder'> = {},
): SearchField<S> => ({
  kind: 'search',
  key: 'search' as TextKey<S>,
  label: 'Keresés',
  placeholder,
  ...options,
});

/** A select of one of the list's values (`key`), with its label and options. */
export const selectField = <S>(
  key: TextKey<S>,
  label: string,
  options: readonly FilterOption[],
  more: Placement & { combobox?: boolean } = {},
): FilterField<S> => ({ kind: 'select', key, label, options, ...more });

/** A select's options: the 'all' choice with its label first, then each value with its own. */
export const optionsOf = <T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  allLabel?: string,
): FilterOption[] => [
  ...(allLabel === undefined ? [] : [{ value: 'all', label: allLabel }]),
  ...values.map((value) => ({ value, label: labels[value] })),
];
