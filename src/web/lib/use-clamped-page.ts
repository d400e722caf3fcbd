import { useEffect } from 'react';
import { lastPageOf } from './list-state.ts';

/**
 * A page past the end (an old link, or the last row of the last page went away): show the last page.
 * `total` is undefined while the list loads.
 */
export function useClampedPage(
  total: number | undefined,
  pageSize: number,
  page: number,
  goTo: (page: number) => void,
) {
  const lastPage = total === undefined ? null : lastPageOf(total, pageSize);
  const isPastEnd = lastPage !== null && page > lastPage;
  useEffect(() => {
    if (isPastEnd && lastPage !== null) goTo(lastPage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page falls past the end
  }, [isPastEnd, lastPage]);
}
