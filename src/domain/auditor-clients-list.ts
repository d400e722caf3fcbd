// The auditor's client list's filter, labels and query, without zod (decision 0022): the screen reads its
// address bar with them, the server validates with the schema auditor-workspace.ts builds from them
// (auditor-workspace.ts re-exports all of this).
import {
  SORT_DIRECTIONS,
  choiceField,
  dayField,
  directionField,
  pagingFields,
  textField,
} from './list-query.ts';
import { labelled } from './labelled.ts';
import { STATUS_LABELS } from './statuses.ts';

/** All, waiting for appointment, appointment scheduled, certificate uploaded. */
export const { values: AUDITOR_STATUS_FILTERS, labels: AUDITOR_STATUS_FILTER_LABELS } = labelled({
  all: 'Összes',
  auditor_assigned: STATUS_LABELS.auditor_assigned,
  appointment_scheduled: STATUS_LABELS.appointment_scheduled,
  document_uploaded: STATUS_LABELS.document_uploaded,
});
export type AuditorStatusFilter = (typeof AUDITOR_STATUS_FILTERS)[number];

/** Sortable columns; createdAt (descending) is the default (docs/roles/auditor.md, 'Table and sorting'). */
export const AUDITOR_CLIENT_SORTS = ['createdAt', 'name', 'assignDate', 'status', 'appointmentDate'] as const;
export type AuditorClientSort = (typeof AUDITOR_CLIENT_SORTS)[number];

export { SORT_DIRECTIONS };

export const auditorClientsQueryFields = {
  search: textField(),
  status: choiceField(AUDITOR_STATUS_FILTERS, 'all'),
  /** Whole Budapest days on the assign date, falling back to the creation date. */
  dateFrom: dayField(),
  dateTo: dayField(),
  sort: choiceField(AUDITOR_CLIENT_SORTS, 'createdAt'),
  direction: directionField('desc'),
  ...pagingFields(),
};
