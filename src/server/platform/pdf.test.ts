import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { linesOf, readPdf, streamsOf } from '../test/pdf-text.ts';
import { renderPdf, renderPdfTable } from './pdf.ts';

const long = 'Az ingatlan energetikai tanúsítványa a helyszíni felmérés alapján készül el. '.repeat(150);
const CENTRAL_EUROPEAN =
  'Šťastná Łucja, Őri Ödön, Űrös Ágnes, Ștefan Țurcanu, Dvořák Jiří: ≥ 90 m² – „kész”… 5 €';

describe('PDF documents', () => {
  it('writes every Central-European letter and sign so that an outside reader gets it back', async () => {
    const pdf = await renderPdf({
      title: 'Šťastná Łucja tanúsítványa',
      subtitle: CENTRAL_EUROPEAN,
      sections: [{ heading: 'Őrző űrhajó', paragraphs: [CENTRAL_EUROPEAN] }],
    });
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');
    const { pages, info, fonts } = await readPdf(pdf);
    const lines = linesOf(pages[0]!);
    expect(lines).toContain('Šťastná Łucja tanúsítványa');
    expect(lines).toContain('Őrző űrhajó');
    // The subtitle and the paragraph, each whole (a line may break between two words).
    expect(lines.join(' ').split(CENTRAL_EUROPEAN)).toHaveLength(3);
    expect(pages.join('')).not.toContain('?');
    expect(info.Title).toBe('Šťastná Łucja tanúsítványa');
    expect(info.Tagged).toBe('yes');
    // Embedded as subsets with their Unicode maps: shown the same everywhere, and copied as typed.
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatchObject({ embedded: true, subset: true, unicode: true });
  });

  it('wraps long paragraphs onto further pages and numbers them, every stream compressed', async () => {
    const pdf = await renderPdf({ title: 'Hosszú', sections: [{ paragraphs: [long] }], footer: 'Lábléc' });
    const { pages, info, raw } = await readPdf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    expect(Number(info.Pages)).toBe(pages.length);
    pages.forEach((page, index) =>
      expect(linesOf(page).at(-1)).toBe(`Lábléc – ${index + 1}/${pages.length}. oldal`),
    );
    // Every word of the paragraph is whole: lines break between words only.
    const words = new Set(
      pages.flatMap((page) => linesOf(page).slice(0, -1)).flatMap((line) => line.split(/\s+/)),
    );
    for (const word of words) expect(`Hosszú ${long}`.split(' ')).toContain(word);
    const { streams, compressed } = streamsOf(raw);
    expect(streams).toBeGreaterThan(pages.length);
    expect(compressed).toBe(streams);
  });
});

describe('PDF table (the client list export)', () => {
  const columns = [
    { header: 'Név', width: 100 },
    { header: 'Email', width: 40 },
    { header: 'Alapterület', width: 20, keepWhole: true },
    { header: 'Regisztrált', width: 20, keepWhole: true },
    { header: 'Állapot', width: 60 },
  ];
  const rows = Array.from({ length: 120 }, (_, i) => [
    i === 0 ? 'Šťastná Łucja' : `Őrző Űrhajós ${i + 1}`,
    `nagyon.hosszu.email.cim.${i + 1}@pelda-szolgaltato.hu`,
    `${100 + i} m²`,
    `2026. ${String((i % 12) + 1).padStart(2, '0')}. 27.`,
    'Tanúsítvány feltöltve',
  ]);

  it('lays the rows on A4 landscape pages, headers on every page, numbered, letters intact', async () => {
    const pdf = await renderPdfTable({
      title: 'Ügyféllista',
      subtitle: ['Szűrők: nincsenek', 'Jelek: Ș ≥ „”'],
      columns,
      rows,
      footer: 'Lista',
    });
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');
    const { pages, info, raw } = await readPdf(pdf);
    expect(info['Page size']).toMatch(/^841\.89 x 595\.28 pts/);
    expect(info.Tagged).toBe('yes');
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      // The headers, never broken inside a word, at the top of every page.
      expect(page).toMatch(/Név\s+Email\s+Alapterület\s+Regisztrált\s+Állapot/);
      expect(linesOf(page).at(-1)).toBe(`Lista – ${index + 1}/${pages.length}. oldal`);
    });
    const first = linesOf(pages[0]!);
    expect(first).toContain('Ügyféllista');
    expect(first).toContain('Jelek: Ș ≥ „”');
    const all = pages.join('\n');
    expect(all).toMatch(/^Šťastná Łucja\s/m);
    for (const n of [2, 60, 120]) expect(all).toContain(`Őrző Űrhajós ${n} `);
    // Every date and area whole, on its row's line.
    rows.forEach(([name, , area, date]) =>
      expect(all).toMatch(new RegExp(`${name}\\s.*\\s${area}\\s+${date}\\s`)),
    );
    // A long address breaks after a dot or its '@' inside the narrow column, not into the next one.
    expect(all).toMatch(/^Šťastná Łucja\s+nagyon\.[\w.]*[.@]\s/m);
    expect(all).not.toContain('?');
    const { streams, compressed } = streamsOf(raw);
    expect(compressed).toBe(streams);
  });

  it('cuts a cell longer than two lines with an ellipsis', async () => {
    const pdf = await renderPdfTable({
      title: 'T',
      subtitle: [],
      columns,
      rows: [['szó '.repeat(200), 'x', '1 m²', '2026. 01. 01.', 'y']],
    });
    const lines = linesOf((await readPdf(pdf)).pages[0]!).filter((line) => line.startsWith('szó'));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^(szó )+szó…$/);
  });
});
