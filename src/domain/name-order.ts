// Hungarian alphabetical order for what the code sorts itself, on the server and in the browser
// (docs/style.md, 'Hungarian sort order'). The database sorts by migration 0040's key, which gives the same
// order for names (decision 0019).

import { once } from './once.ts';

/**
 * One collator for every comparison (localeCompare with a locale builds a new one each time), made at the
 * first comparison: a page that sorts nothing does not pay for building it (decision 0028).
 */
const hungarian = once(() => new Intl.Collator('hu'));

/** Compares two names or labels in Hungarian order: 'Ábel' with the A's, 'Cukor' < 'Csizmár' < 'Dávid'. */
export const compareNames = (a: string, b: string): number => hungarian().compare(a, b);

/**
 * A text without its accents ('Győr' → 'Gyor', 'Szabó' → 'Szabo'), for what matches whatever way it was
 * typed (a picker's search, an address's words, a password's personal words) and for ASCII file names.
 */
export const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
