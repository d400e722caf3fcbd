// Server-paginated lists keep their filters, sort and page in the address bar (?status=…&sort=…), so a
// reload, the back button or a shared link shows the same list. A list describes itself once with
// defineList: its query's description from src/domain (list-query.ts, the one the server's zod schema is
// built from) and its defaults. Each value of the address bar is checked on its own by its field's rule;
// anything unknown or malformed falls back to that field's default, and only what differs from the
// defaults is written back. The description needs no zod, so a list screen does not download it
// (decision 0022).
import { PAGE_SIZES } from '../../domain/constants.ts';
import {
  isIsoDay,
  isOptionalField,
  readQueryValue,
  type QueryFields,
  type QueryState,
  type SortDirection,
} from '../../domain/list-query.ts';

export type { SortDirection };

/** A list's state: every value a string or a number, as the address bar holds them. */
export type ListValues = Record<string, string | number>;

/** The state of a list read from its query's description: every field present, '' for text left out. */
export type ListStateOf<Fields extends QueryFields> = QueryState<Fields>;

export interface ListConfig<S extends ListValues> {
  /** The list's query description in src/domain; its fields check the address bar's values one by one. */
  fields: QueryFields;
  /**
   * The plain list; a function when a default moves with the clock (the system log's last 30 days). When not
   * given, the fields' own: each choice and number its fallback, the rest empty (`defaultsOf`).
   */
  defaults?: S | (() => S);
  /** The keys the filter bar sets: a change to one starts again from page 1, clearing empties them. */
  filters: readonly (keyof S & string)[];
  /** A column's first direction when it is sorted ('asc' when not given). */
  firstDirection?: (column: string) => SortDirection;
  /** The rows a page may have; PAGE_SIZES when not given. */
  pageSizes?: readonly number[];
  /** A value the description does not hold, or one read its own way (the coupon code in capitals). */
  read?: { [K in keyof S]?: (raw: string) => S[K] | undefined };
}

export interface ListKit<S extends ListValues> {
  readonly config: ListConfig<S>;
  defaults: () => S;
  parse: (params: URLSearchParams) => S;
  /** The address bar's query string for a state: defaults are left out, text is trimmed. */
  write: (state: S) => URLSearchParams;
  /** A filter change starts again from the first page. */
  withFilters: (state: S, change: Partial<S>) => S;
  /** The filters back to their defaults; the sort and the page size stay. */
  clear: (state: S) => S;
  isFiltered: (state: S) => boolean;
  /** Clicking the sorted column again reverses it; another column starts in its first direction. */
  toggleSort: (state: S, column: string) => S;
  /** What the API reads: the description's fields, text trimmed and empty values left out. */
  toQuery: (state: S, options?: { withPage?: boolean }) => ListQuery<S>;
}

/** A list's query for the API: an empty value is left out, so an optional choice is one of its values. */
export type ListQuery<S extends ListValues> = { [K in keyof S]?: Exclude<S[K], ''> };

const PAGING = new Set(['page', 'pageSize']);

const sameValue = (value: unknown, other: unknown) =>
  (typeof value === 'string' ? value.trim() : value) === other;

export function defineList<S extends ListValues>(config: ListConfig<S>): ListKit<S> {
  const shape = config.fields;
  const given = config.defaults ?? (defaultsOf(shape) as S);
  const defaults = (): S => (typeof given === 'function' ? (given as () => S)() : { ...given });
  const pageSizes: readonly number[] = config.pageSizes ?? PAGE_SIZES;

  function readValue<K extends keyof S & string>(key: K, raw: string, fallback: S[K]): S[K] {
    const reader = config.read?.[key];
    if (reader) return reader(raw) ?? fallback;
    const field = shape[key];
    if (!field) return fallback;
    // An empty value means 'no bound' for a field the API may go without (a cleared date).
    if (raw === '') return isOptionalField(field) && typeof fallback === 'string' ? ('' as S[K]) : fallback;
    const value = readQueryValue(field, raw);
    if (value === undefined || typeof value !== typeof fallback) return fallback;
    if (key === 'pageSize' && !pageSizes.includes(value as number)) return fallback;
    return value as S[K];
  }

  const parse = (params: URLSearchParams): S => {
    const base = defaults();
    const state = { ...base };
    for (const key of Object.keys(base) as (keyof S & string)[]) {
      const raw = params.get(key);
      if (raw !== null) state[key] = readValue(key, raw, base[key]);
    }
    return state;
  };

  const write = (state: S) => writeListState(state, defaults());

  const firstPage = (state: S): S => ('page' in state ? { ...state, page: 1 } : state);
  const withFilters = (state: S, change: Partial<S>): S => firstPage({ ...state, ...change });

  const clear = (state: S): S => {
    const base = defaults();
    const cleared = { ...state };
    for (const key of config.filters) cleared[key] = base[key];
    return firstPage(cleared);
  };

  const isFiltered = (state: S) => {
    const base = defaults();
    return config.filters.some((key) => !sameValue(state[key], base[key]));
  };

  const toggleSort = (state: S, column: string): S =>
    firstPage({
      ...state,
      ...nextSort(state as unknown as SortState, column, config.firstDirection?.(column)),
    });

  const toQuery = (state: S, { withPage = true } = {}) => {
    const query: ListQuery<S> = {};
    for (const key of Object.keys(defaults()) as (keyof S & string)[]) {
      if (!(key in shape) || (!withPage && PAGING.has(key))) continue;
      const raw = state[key];
      const value = typeof raw === 'string' ? raw.trim() : raw;
      if (value !== '') query[key] = value as Exclude<S[typeof key], ''>;
    }
    return query;
  };

  return { config, defaults, parse, write, withFilters, clear, isFiltered, toggleSort, toQuery };
}

/** A query's plain state from its description: each choice and number its fallback, the rest empty. */
export function defaultsOf<Fields extends QueryFields>(fields: Fields): ListStateOf<Fields> {
  const state: Record<string, string | number> = {};
  for (const [key, field] of Object.entries(fields))
    state[key] = field.kind === 'choice' || field.kind === 'number' ? field.fallback : '';
  return state as ListStateOf<Fields>;
}

export function readEnum<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/** A real calendar day, YYYY-MM-DD, as the API's z.iso.date() takes it; '' for anything else. */
export const readIsoDay = (value: string | null): string => (value && isIsoDay(value) ? value : '');

/** The address bar's query string for a state: defaults are left out, text is trimmed. */
function writeListState<S extends object>(state: S, defaults: S): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof S)[]) {
    const raw = state[key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value !== defaults[key]) params.set(String(key), String(value));
  }
  return params;
}

interface SortState {
  sort: string;
  direction: SortDirection;
}

/** Clicking the sorted column again reverses it; another column starts in its natural direction. */
export function nextSort<K extends string>(
  current: { sort: K; direction: SortDirection },
  column: K,
  firstDirection: SortDirection = 'asc',
): { sort: K; direction: SortDirection } {
  if (current.sort === column)
    return { sort: column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: column, direction: firstDirection };
}

/** The last page of `total` rows; 1 for an empty list. */
export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
