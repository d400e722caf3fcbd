import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.ts';

describe('CSV fields for Excel on a Hungarian Windows', () => {
  it('quotes only what needs it, doubling quotes', () => {
    expect(csvField('Kovács Anna')).toBe('Kovács Anna');
    expect(csvField('Fő utca 1; 2. emelet')).toBe('"Fő utca 1; 2. emelet"');
    expect(csvField('a "nagy" ház')).toBe('"a ""nagy"" ház"');
    expect(csvField('két\r\nsor')).toBe('"két\r\nsor"');
  });

  it('makes a text that starts like a formula inert; numbers and empty values stay as they are', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\r=1+1')).toBe('"\'\r=1+1"');
    // A phone number written with spaces runs nothing: shown as typed, no apostrophe.
    expect(csvField('+36 30 123 4567')).toBe('+36 30 123 4567');
    expect(csvField('+36301234567')).toBe("'+36301234567");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvLine(['a', 1, undefined])).toBe('a;1;\r\n');
  });
});
