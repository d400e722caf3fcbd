// The bank's client activity's words, filters and query, without zod (decision 0022): the screen reads its
// address bar with them, the server validates with the schemas client-activity.ts builds from them
// (client-activity.ts re-exports all of this).
import { choiceField, filterField, pagingFields, textField } from './list-query.ts';
import { labelled } from './labelled.ts';

export const CLIENT_ACTIVITY_MESSAGES = {
  invalidGroup: 'Ismeretlen eseménytípus',
  invalidPeriod: 'Ismeretlen időszak',
  invalidPageSize: 'Egy oldalon 1 és 100 közötti számú esemény jeleníthető meg',
  loadError: 'Hiba történt az ügyféltevékenység betöltése során',
  exportError: 'Hiba történt az export készítése során',
  empty: 'Nincs a szűrésnek megfelelő ügyféltevékenység',
} as const;

/** The type filter's groups, in the order the screen lists them. */
export const { values: ACTIVITY_GROUPS, labels: ACTIVITY_GROUP_LABELS } = labelled({
  registration: 'Regisztráció',
  certificate: 'Tanúsítvány',
  account: 'Fiók',
  data: 'Adatok',
  contact: 'Elérhetőség',
  appointment: 'Időpont',
});
export type ActivityGroup = (typeof ACTIVITY_GROUPS)[number];

/**
 * The period filter: today, today and the 6 days before, today and the 29 days before
 * (docs/product.md, 'Today, last 7 days and this week').
 */
export const { values: ACTIVITY_PERIODS, labels: ACTIVITY_PERIOD_LABELS } = labelled({
  all: 'Teljes időszak',
  today: 'Ma',
  '7days': 'Elmúlt 7 nap',
  '30days': 'Elmúlt 30 nap',
});
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

export const ACTIVITY_PAGE_SIZE = 25;

/** The filters the list and the export share. */
export const clientActivityFilterFields = {
  search: textField(),
  group: filterField(ACTIVITY_GROUPS, CLIENT_ACTIVITY_MESSAGES.invalidGroup),
  period: choiceField(ACTIVITY_PERIODS, 'all', CLIENT_ACTIVITY_MESSAGES.invalidPeriod),
};

export const clientActivityQueryFields = {
  ...clientActivityFilterFields,
  ...pagingFields({
    pageSize: ACTIVITY_PAGE_SIZE,
    pageSizeError: CLIENT_ACTIVITY_MESSAGES.invalidPageSize,
  }),
};
