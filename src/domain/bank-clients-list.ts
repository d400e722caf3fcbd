// The bank's client list's query, without zod (decision 0022): the screen reads its address bar with it,
// the server validates with the schemas bank.ts builds from it.
import { filterField, pagingFields, textField } from './list-query.ts';
import { PROPERTY_STATUSES } from './statuses.ts';

/** The filters: the search and the status; the TIG dialog's 'every matching client' is these too. */
export const bankClientFilterFields = {
  search: textField(),
  status: filterField(PROPERTY_STATUSES),
};

export const bankClientsQueryFields = { ...bankClientFilterFields, ...pagingFields() };
