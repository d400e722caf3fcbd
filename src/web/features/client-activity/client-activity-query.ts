// The client activity's filters and page live in the address bar (/clients/logs?group=account&period=7days).
import { clientActivityQueryFields } from '../../../domain/client-activity-list.ts';
import type { ClientActivityQuery } from '../../../domain/client-activity.ts';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';

export type ClientActivityState = ListStateOf<typeof clientActivityQueryFields>;

export const clientActivityList = defineList<ClientActivityState>({
  fields: clientActivityQueryFields,
  filters: ['search', 'group', 'period'],
});

/** The export's filters: the list's, without its page. */
export const toActivityFilters = (state: ClientActivityState) =>
  clientActivityList.toQuery(state, { withPage: false }) as Omit<ClientActivityQuery, 'page' | 'pageSize'>;

/** The list's request: the filters with the page. */
export const toActivityRequest = (state: ClientActivityState): ClientActivityQuery => ({
  ...toActivityFilters(state),
  page: state.page,
  pageSize: state.pageSize,
});
