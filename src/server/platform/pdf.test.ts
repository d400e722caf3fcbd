import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../test/pdf-text.ts';
import { renderPdf, renderPdfTable } from './pdf.ts';

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

describe('PDF table (the client list export)', () => {
  const columns = [
    { header: 'Név', width: 100 },
    { header: 'Email', width: 80 },
    { header: 'Állapot', width: 60 },
  ];
  const rows = Array.from({ length: 120 }, (_, i) => [
    `Őrző Űrhajós ${i + 1}`,
    `nagyon.hosszu.email.cim.${i + 1}@pelda-szolgaltato.hu`,
    'Tanúsítvány feltöltve',
  ]);

  it('lays the rows on A4 landscape pages, headers on every page, numbered, Hungarian letters intact', async () => {
    const pdf = renderPdfTable({
      title: 'Ügyféllista',
      subtitle: ['Szűrők: nincsenek'],
      columns,
      rows,
      footer: 'Lista',
    });
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');
    checkXref(pdf);
    const text = pdf.toString('latin1');
    expect(text).toContain('/MediaBox [0 0 841.89 595.28]');
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    expect(Number(/\/Count (\d+)/.exec(text)?.[1])).toBe(pages.length);
    pages.forEach((lines, index) => {
      expect(lines).toContain('Név');
      expect(lines).toContain('Állapot');
      expect(lines.at(-1)).toBe(`Lista – ${index + 1}/${pages.length}. oldal`);
    });
    expect(pages[0]).toContain('Ügyféllista');
    expect(pages[0]).toContain('Szűrők: nincsenek');
    const all = pages.flat();
    for (const n of [1, 60, 120]) expect(all).toContain(`Őrző Űrhajós ${n}`);
    // A long address breaks inside the narrow column rather than running into the next one.
    expect(all.some((line) => line.startsWith('nagyon.hosszu'))).toBe(true);
    expect(all.join('')).not.toContain('?');
  });

  it('cuts a cell longer than two lines with an ellipsis', () => {
    const pdf = renderPdfTable({
      title: 'T',
      subtitle: [],
      columns,
      rows: [['szó '.repeat(200), 'x', 'y']],
    });
    const lines = pdfPages(pdf)[0]!;
    const cell = lines.filter((line) => line.startsWith('szó'));
    expect(cell).toHaveLength(2);
    expect(cell[1]).toMatch(/…$/);
  });
});
