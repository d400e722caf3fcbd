import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { lastPageOf, type ListKit, type ListValues } from './list-state.ts';

/**
 * A list's state in the address bar, read and written through its kit (defineList in list-state.ts). Every
 * change replaces the history entry, so the back button leaves the list rather than undoing a filter.
 */
export function useListState<S extends ListValues>(list: ListKit<S>) {
  const [params, setParams] = useSearchParams();
  const state = list.parse(params);
  const write = (next: S) => setParams(list.write(next), { replace: true });
  const filter = (change: Partial<S>) => write(list.withFilters(state, change));
  const clear = () => write(list.clear(state));
  const isFiltered = list.isFiltered(state);
  return {
    state,
    /** A filter changed: the list starts again from page 1. */
    filter,
    /** Anything else (the page, the page size, an open row) keeps the rest as it is. */
    set: (change: Partial<S>) => write({ ...state, ...change }),
    clear,
    /** Everything back to the plain list, the sort too. */
    reset: () => write(list.defaults()),
    toggleSort: (column: string) => write(list.toggleSort(state, column)),
    isFiltered,
    /** What a FilterBar needs, to spread on it. */
    bar: { state, onChange: filter, onClear: clear, isFiltered },
  };
}

/**
 * A page past the end (an old link, the last row of the last page gone) shows the last page; `total` is
 * undefined while the list loads.
 */
export function useListPage(
  list: { state: { page: number; pageSize: number }; set: (change: { page: number }) => void },
  total: number | undefined,
) {
  const lastPage = total === undefined ? null : lastPageOf(total, list.state.pageSize);
  const isPastEnd = lastPage !== null && list.state.page > lastPage;
  useEffect(() => {
    if (isPastEnd && lastPage !== null) list.set({ page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page falls past the end
  }, [isPastEnd, lastPage]);
}

/** A pager's props for a list of `total` rows: the list's page and page size, and a change written back. */
export const pagerOf = (
  list: {
    state: { page: number; pageSize: number };
    set: (change: { page: number; pageSize?: number }) => void;
  },
  total: number,
) => ({ page: list.state.page, pageSize: list.state.pageSize, total, onChange: list.set });
