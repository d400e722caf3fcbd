import { describe, expect, it } from 'vitest';
import { escapeHtml, neutralizeFormula, sanitizeText, startsLikeFormula } from './sanitize.ts';

describe('text sanitiser', () => {
  it('trims, removes control characters and caps at 1000 characters', () => {
    expect(sanitizeText('  Kovács\u0000 Anna\u0007 ')).toBe('Kovács Anna');
    expect(sanitizeText('x'.repeat(1001))).toHaveLength(1000);
    expect(sanitizeText('sor1\nsor2')).toBe('sor1\nsor2');
  });

  it('escapes HTML where text is output', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('tells a text that starts like a formula: = + - @, tab, carriage return', () => {
    expect(
      ['=1+1', '+36', '-5', '@SUM(A1)', '\t=1', '\r=1', 'Kovács', ' =1', "'=1", '', '06 30'].map(
        startsLikeFormula,
      ),
    ).toEqual([true, true, true, true, true, true, false, false, false, false, false]);
  });

  it('neutralises spreadsheet formulas in CSV with an apostrophe, but not a phone number written with spaces', () => {
    expect(['=1+1', '+36', '-5', '@SUM(A1)', '\t=1', '\r=1', 'Kovács'].map(neutralizeFormula)).toEqual([
      "'=1+1",
      "'+36",
      "'-5",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
      'Kovács',
    ]);
    expect(['+36 30 123 4567', '+36 1 234 5678', '+3630 1234567'].map(neutralizeFormula)).toEqual([
      '+36 30 123 4567',
      '+36 1 234 5678',
      '+3630 1234567',
    ]);
    // A number to a spreadsheet (thousands separators, no spaces), or more than digits: kept from running.
    expect(
      [
        '+1 234',
        '+1 234 567',
        '+36301234567',
        '+36-30-123-4567',
        '+36 30 123 4567 ',
        '+36 (30) 123 4567',
      ].map(neutralizeFormula),
    ).toEqual([
      "'+1 234",
      "'+1 234 567",
      "'+36301234567",
      "'+36-30-123-4567",
      "'+36 30 123 4567 ",
      "'+36 (30) 123 4567",
    ]);
  });
});
