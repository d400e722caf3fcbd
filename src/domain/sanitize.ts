import { LIMITS } from './constants.ts';

// The earlier product's specification described a sanitiser that trims, truncates to 1000 characters and
// escapes HTML. We store text as the person typed it (trimmed, truncated, control characters removed) and
// escape it where it is output (React, e-mail templates, exports): docs/product.md, 'Text stored as typed',
// and docs/decisions/0003-escape-on-output.md.

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

export function sanitizeText(value: string, maxLength: number = LIMITS.sanitizerMax): string {
  return value.replace(CONTROL_CHARACTERS, '').trim().slice(0, maxLength);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * The one rule of every spreadsheet export (docs/rules/validation.md, 'Spreadsheet exports'): a text that
 * starts with = + - @, a tab or a carriage return is taken for a formula by a spreadsheet (OWASP, 'CSV
 * Injection'). Each format neutralises it its own way: the .xlsx writer keeps it a text cell and marks it to
 * stay text when edited (server/platform/xlsx.ts), a CSV gets `neutralizeFormula`.
 */
export function startsLikeFormula(value: string): boolean {
  return /^[=+\-@\t\r]/.test(value);
}

/**
 * '+36 30 123 4567': a plus, then groups of digits between single spaces, the last of four or more. It names
 * no function, cell or text, so no spreadsheet can run anything from it, and a last group of four keeps it
 * from being read as a number with thousands separators ('+1 234' is 1234 in a Hungarian LibreOffice):
 * LibreOffice shows it as typed. With an apostrophe it would read '+36 …, as a CSV cannot hide one.
 */
const WRITTEN_PHONE_NUMBER = /^\+\d+(?: \d+)* \d{4,}$/;

/**
 * A CSV cell's text: one that starts like a formula gets a leading apostrophe, the standard neutralisation
 * for a format whose cells have no type, except a phone number written with spaces, which runs nothing.
 * Not for .xlsx: its text cells are never formulas (server/platform/xlsx.ts, decision 0015).
 */
export function neutralizeFormula(value: string): string {
  return startsLikeFormula(value) && !WRITTEN_PHONE_NUMBER.test(value) ? `'${value}` : value;
}
