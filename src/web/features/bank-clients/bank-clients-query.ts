// The bank's client list's URL state, apart from the page so that the list's first request can be checked
// against the one the server announces (src/web/app/first-requests.test.ts).
import { bankClientsQueryFields } from '../../../domain/bank-clients-list.ts';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';

export type ListState = ListStateOf<typeof bankClientsQueryFields>;

export const bankClientList = defineList<ListState>({
  fields: bankClientsQueryFields,
  filters: ['search', 'status'],
});
