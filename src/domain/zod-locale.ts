// Zod's own messages (wrong type, unknown field, too long, not one of the options, ...) in plain Hungarian;
// our schemas carry their own texts (MESSAGES). Every issue kind is worded here, so no message a person can
// meet names a type in English ('number'), shows an operator ('<=100'), a timestamp or a list of the allowed
// values (docs/rules/validation.md, 'Zod's own messages'). No zod locale is imported: the browser bundle
// carries none of them.
import { z } from 'zod';
import { formatDate } from './format.ts';
import { once } from './once.ts';

const TYPE_NAMES: Record<string, string> = {
  string: 'szöveg',
  number: 'szám',
  int: 'egész szám',
  bigint: 'egész szám',
  boolean: 'igen/nem érték',
  object: 'adatcsoport',
  array: 'lista',
  date: 'dátum',
  null: 'üres érték',
  undefined: 'hiányzó érték',
  nan: 'nem szám',
};

const typeName = (value: unknown) => {
  const type =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'number' && Number.isNaN(value)
          ? 'nan'
          : value instanceof Date
            ? 'date'
            : typeof value;
  return TYPE_NAMES[type] ?? 'más érték';
};

const UNITS: Record<string, string> = { string: 'karakter', array: 'elem', set: 'elem', file: 'bájt' };

// Made at the first message that needs it: a page's first Intl formatter is slow to build (decision 0028).
const numberFormat = once(() => new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 6 }));
const formatBound = (value: number | bigint) => numberFormat().format(value);

/** A date bound: zod hands it over as a timestamp. */
const dayOf = (value: unknown) => formatDate(value instanceof Date ? value : Number(value));

/** A bound as a person reads it: 1 000, 2026. 11. 22. */
function bound(value: unknown): string {
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'number' || typeof value === 'bigint') return formatBound(value);
  return String(value);
}

const FORMATS: Record<string, string> = {
  email: 'Érvénytelen e-mail cím',
  url: 'Érvénytelen webcím',
  uuid: 'Érvénytelen azonosító',
  guid: 'Érvénytelen azonosító',
  cuid: 'Érvénytelen azonosító',
  cuid2: 'Érvénytelen azonosító',
  ulid: 'Érvénytelen azonosító',
  nanoid: 'Érvénytelen azonosító',
  datetime: 'Érvénytelen dátum és időpont',
  date: 'Érvénytelen dátum',
  time: 'Érvénytelen időpont',
  duration: 'Érvénytelen időtartam',
  ipv4: 'Érvénytelen IP-cím',
  ipv6: 'Érvénytelen IP-cím',
  e164: 'Érvénytelen telefonszám',
  jwt: 'Érvénytelen token',
};

/** The message for fields a route does not take. */
const UNKNOWN_FIELDS = 'A kérés olyan adatot tartalmaz, amelyet ez a művelet nem fogad el';

z.config({
  localeError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return 'A mező kitöltése kötelező';
        if (issue.input instanceof Date && Number.isNaN(issue.input.getTime())) return 'Érvénytelen dátum';
        return `Érvénytelen érték: ${TYPE_NAMES[issue.expected] ?? 'más érték'} helyett ${typeName(issue.input)} érkezett`;
      // Only a hand-made request sends fields a form does not have; their keys mean nothing to a person.
      case 'unrecognized_keys':
        return UNKNOWN_FIELDS;
      case 'too_big': {
        const unit = UNITS[issue.origin];
        if (unit) return `Legfeljebb ${bound(issue.maximum)} ${unit} lehet`;
        if (issue.origin === 'date') {
          return issue.inclusive
            ? `A dátum legkésőbb ${dayOf(issue.maximum)} lehet`
            : `A dátum ${dayOf(issue.maximum)} előtti legyen`;
        }
        return issue.inclusive
          ? `Az érték legfeljebb ${bound(issue.maximum)} lehet`
          : `Az érték kisebb legyen, mint ${bound(issue.maximum)}`;
      }
      case 'too_small': {
        const unit = UNITS[issue.origin];
        if (unit) {
          return issue.origin === 'string' && Number(issue.minimum) === 1
            ? 'A mező kitöltése kötelező'
            : `Legalább ${bound(issue.minimum)} ${unit} szükséges`;
        }
        if (issue.origin === 'date') {
          return issue.inclusive
            ? `A dátum legkorábban ${dayOf(issue.minimum)} lehet`
            : `A dátum ${dayOf(issue.minimum)} utáni legyen`;
        }
        return issue.inclusive
          ? `Az érték legalább ${bound(issue.minimum)} legyen`
          : `Az érték nagyobb legyen, mint ${bound(issue.minimum)}`;
      }
      case 'invalid_value':
        // The allowed values are codes (English, or too many to list): never shown.
        return issue.values.length === 1
          ? 'Érvénytelen érték'
          : 'Érvénytelen választás: kérjük, a felkínált lehetőségek közül válasszon';
      case 'invalid_format':
        return FORMATS[issue.format] ?? 'Érvénytelen formátum';
      case 'not_multiple_of':
        return `Az érték ${bound(issue.divisor)} többszöröse legyen`;
      case 'invalid_union':
      case 'invalid_key':
      case 'invalid_element':
      case 'custom':
        return 'Érvénytelen érték';
      default:
        return 'Érvénytelen érték';
    }
  },
});
