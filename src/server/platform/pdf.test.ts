import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.ts';

const long = 'Az ingatlan energetikai tanúsítványa a helyszíni felmérés alapján készül el. '.repeat(150);

/** Every object the cross-reference table lists starts exactly at its offset. */
function checkXref(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(start, start + 4)).toBe('xref');
  const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  offsets.forEach((offset, index) =>
    expect(text.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`)),
  );
  return offsets.length;
}

describe('PDF writer', () => {
  it('writes a PDF that readers recognise, with a correct cross-reference table', async () => {
    const pdf = renderPdf({ title: 'Minta', sections: [{ heading: 'Első', paragraphs: ['Szöveg.'] }] });
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');
    expect(checkXref(pdf)).toBe(7);
  });

  it('shows Hungarian ő and ű through glyph names, never as question marks', () => {
    const text = renderPdf({ title: 'Őrző űrhajó', sections: [] }).toString('latin1');
    expect(text).toContain(
      '/Differences [129 /Ohungarumlaut 141 /ohungarumlaut 143 /Uhungarumlaut 144 /uhungarumlaut]',
    );
    expect(text).toContain('(\\201rz\\215 \\220rhaj\\363)');
  });

  it('wraps long paragraphs onto further pages and numbers them', () => {
    const pdf = renderPdf({ title: 'Hosszú', sections: [{ paragraphs: [long] }], footer: 'Lábléc' });
    const text = pdf.toString('latin1');
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`(L\\341bl\\351c \\226 ${pages}/${pages}. oldal)`);
    checkXref(pdf);
  });
});
