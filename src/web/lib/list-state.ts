// Server-paginated lists keep their filters, sort and page in the address bar (?status=…&sort=…), so a
// reload, the back button or a shared link shows the same list. These read one value each, replacing
// anything unknown or malformed by the default, and write only what differs from the defaults.
import { PAGE_SIZES } from '../../domain/constants.ts';

export type SortDirection = 'asc' | 'desc';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readEnum<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

export function readPositiveInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 ? number : fallback;
}

export function readPageSize(value: string | null, fallback: number): number {
  const size = readPositiveInt(value, fallback);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : fallback;
}

/** YYYY-MM-DD or '' */
export const readIsoDay = (value: string | null): string => (value && ISO_DAY.test(value) ? value : '');

export const readText = (value: string | null, max: number): string => (value ?? '').slice(0, max);

/** The address bar's query string for a state: defaults are left out, text is trimmed. */
export function writeListState<S extends object>(state: S, defaults: S): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof S)[]) {
    const raw = state[key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value !== defaults[key]) params.set(String(key), String(value));
  }
  return params;
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
