// The bank's auditor directory's words and query, without zod (decision 0022): its messages, the rating
// filter with its labels, the page and the rating's wording. The schemas are in bank-auditors.ts, which
// re-exports all of this.
import { NO_RATING } from './rating.ts';
import { choiceField, pagingFields, textField } from './list-query.ts';

export const BANK_AUDITOR_MESSAGES = {
  invalidRating: 'Ismeretlen értékelési szűrő',
  invalidPageSize: 'Egy oldalon 1 és 48 közötti számú tanúsító jeleníthető meg',
  notFound: 'A tanúsító nem található',
  loadError: 'Hiba történt a tanúsítók betöltése során',
  detailError: 'Hiba történt a tanúsító adatainak betöltése során',
  empty: 'Nincs a szűrésnek megfelelő tanúsító',
  noRating: NO_RATING,
  noAddress: 'Cím nem elérhető',
} as const;

/** The rating filters, as minimum averages (the average as shown, to one decimal). */
export const RATING_FILTERS = ['all', '4.5', '4', '3.5'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];
export const RATING_FILTER_LABELS: Record<RatingFilter, string> = {
  all: 'Összes tanúsító',
  '4.5': 'Legalább 4,5 csillag',
  '4': 'Legalább 4 csillag',
  '3.5': 'Legalább 3,5 csillag',
};

/** A card grid of 3 columns: 12 fill four rows. */
export const BANK_AUDITOR_PAGE_SIZE = 12;
/** How many of the latest rating comments the details dialog shows. */
export const BANK_AUDITOR_COMMENTS = 5;

export const bankAuditorsQueryFields = {
  search: textField(),
  minRating: choiceField(RATING_FILTERS, 'all', BANK_AUDITOR_MESSAGES.invalidRating),
  ...pagingFields({
    pageSize: BANK_AUDITOR_PAGE_SIZE,
    maxPageSize: 48,
    pageSizeError: BANK_AUDITOR_MESSAGES.invalidPageSize,
  }),
};
