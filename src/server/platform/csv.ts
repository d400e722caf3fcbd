// The portal's CSV files (the weekly ZIP's exports, the bulk download's manifest): UTF-8 with a byte-order mark and ';' between fields, what Excel opens
// directly on a Hungarian Windows (its list separator is ';', as the decimal separator is ','), CRLF lines.
import { neutralizeFormula } from '../../domain/sanitize.ts';

export const CSV_SEPARATOR = ';';
export const BOM = '\uFEFF';

/**
 * One field. A text that starts like a formula (= + - @, a tab or a carriage return) gets a leading
 * apostrophe (`neutralizeFormula`, OWASP CSV injection): a CSV cannot mark a cell as text, and a
 * spreadsheet would run '=HYPERLINK(...)' typed into a name. A phone number written with spaces
 * ('+36 30 123 4567') runs nothing and is left as typed. Numbers are written as they are.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = neutralizeFormula(value);
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (fields: readonly (string | number | null | undefined)[]) =>
  `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;
