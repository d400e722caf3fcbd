import { describe, expect, it } from 'vitest';
import { escapeHtml, neutralizeFormula, sanitizeText } from './sanitize.ts';

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

  it('neutralises spreadsheet formulas', () => {
    expect(['=1+1', '+36', '-5', '@SUM(A1)', 'Kovács'].map(neutralizeFormula)).toEqual([
      "'=1+1",
      "'+36",
      "'-5",
      "'@SUM(A1)",
      'Kovács',
    ]);
  });
});
