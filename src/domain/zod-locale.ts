// Zod's own messages (wrong type, unknown field, too long, ...) in plain Hungarian; our schemas carry the
// spec's texts. Zod's Hungarian locale covers the rest, but says 'Ismeretlen kulcss' for several unknown keys
// and names the types in English ('string'), so the messages a person can meet are worded here. Only the
// Hungarian locale is imported, so the browser bundle does not carry the other languages.
import { z } from 'zod';
import hu from 'zod/v4/locales/hu.js';

const TYPE_NAMES: Record<string, string> = {
  string: 'szöveg',
  number: 'szám',
  int: 'egész szám',
  bigint: 'egész szám',
  boolean: 'igen/nem érték',
  object: 'objektum',
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
          : typeof value;
  return TYPE_NAMES[type] ?? 'érték';
};

const UNITS: Record<string, string> = { string: 'karakter', array: 'elem', set: 'elem', file: 'bájt' };

const fallback = hu().localeError;

z.config({
  localeError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined
          ? 'A mező kitöltése kötelező'
          : `Érvénytelen érték: ${TYPE_NAMES[issue.expected] ?? 'más típus'} helyett ${typeName(issue.input)} érkezett`;
      case 'unrecognized_keys':
        return `Ismeretlen mező${issue.keys.length > 1 ? 'k' : ''}: ${issue.keys.join(', ')}`;
      case 'too_big': {
        const unit = UNITS[issue.origin];
        const bound = String(issue.maximum);
        if (unit) return `Legfeljebb ${bound} ${unit} lehet`;
        return issue.inclusive
          ? `Az érték legfeljebb ${bound} lehet`
          : `Az érték kisebb legyen, mint ${bound}`;
      }
      case 'too_small': {
        const unit = UNITS[issue.origin];
        const bound = String(issue.minimum);
        if (unit) return `Legalább ${bound} ${unit} szükséges`;
        return issue.inclusive
          ? `Az érték legalább ${bound} legyen`
          : `Az érték nagyobb legyen, mint ${bound}`;
      }
      case 'invalid_format':
        return issue.format === 'regex' ? 'Érvénytelen formátum' : fallback(issue);
      default:
        return fallback(issue);
    }
  },
});
