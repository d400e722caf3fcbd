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
 * CSV cells that start with =, +, - or @ are read as formulas by a spreadsheet: prefix them with an
 * apostrophe. Not for .xlsx: its text cells are never formulas (server/platform/xlsx.ts, decision 0015).
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
