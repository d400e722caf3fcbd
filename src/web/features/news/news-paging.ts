// The news lists' page and page size live in the address bar (/news?page=2), the admin's and the readers'.
import { useSearchParams } from 'react-router';
import { NEWS_PAGE_SIZE } from '../../../domain/news.ts';
import { readPageSize, readPositiveInt, writeListState } from '../../lib/list-state.ts';

const DEFAULTS = { page: 1, pageSize: NEWS_PAGE_SIZE };

export function useNewsPaging() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = {
    page: readPositiveInt(searchParams.get('page'), 1),
    pageSize: readPageSize(searchParams.get('pageSize'), NEWS_PAGE_SIZE),
  };
  const update = (change: Partial<typeof state>) =>
    setSearchParams(writeListState({ ...state, ...change }, DEFAULTS), { replace: true });
  return { state, update };
}
