// The news lists' page and page size live in the address bar (/news?page=2), the admin's and the readers',
// kept by the list kit from the query's description in src/domain (docs/style.md, 'One list kit').
import { newsQueryFields } from '../../../domain/news-list.ts';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';

export const newsList = defineList<ListStateOf<typeof newsQueryFields>>({
  fields: newsQueryFields,
  filters: [],
});
