// A small PDF writer for the documents the portal generates itself (terms, privacy policy, the demo
// certificate): A4 pages of headings and wrapped paragraphs in Helvetica. The standard fonts need no
// embedding; Hungarian ő, ű, Ő and Ű are outside WinAnsi, so the font's encoding maps them onto unused
// codes by glyph name (Helvetica has them).

export interface PdfSection {
  heading?: string;
  paragraphs: string[];
}

export interface PdfDocument {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
  /** Printed at the bottom of every page beside the page number. */
  footer?: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const EXTRA_GLYPHS: Record<string, number> = { Ő: 0x81, ő: 0x8d, Ű: 0x8f, ű: 0x90 };
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '„': 0x84,
  '”': 0x94,
  '“': 0x93,
  '’': 0x92,
  '•': 0x95,
  '…': 0x85,
  '€': 0x80,
};
const ENCODING =
  '<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [129 /Ohungarumlaut 141 /ohungarumlaut 143 /Uhungarumlaut 144 /uhungarumlaut] >>';

/** One byte per character in the fonts' encoding; anything it cannot show becomes '?'. */
function encode(text: string): number[] {
  return [...text.normalize('NFC')].map((char) => {
    const code = char.codePointAt(0) ?? 63;
    if (EXTRA_GLYPHS[char] !== undefined) return EXTRA_GLYPHS[char];
    if (WIN_ANSI_EXTRAS[char] !== undefined) return WIN_ANSI_EXTRAS[char];
    // Narrow and thin spaces (number grouping in some locales) print as a plain space.
    if (char === '\u202f' || char === '\u2009') return 0x20;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
    return 63;
  });
}

function pdfString(text: string): string {
  return `(${encode(text)
    .map((byte) => {
      if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
      return byte < 0x80 ? String.fromCharCode(byte) : `\\${byte.toString(8).padStart(3, '0')}`;
    })
    .join('')})`;
}

/** Helvetica advance widths (per 1000 units) close enough to wrap lines; accents keep their base width. */
function charWidth(char: string, bold: boolean): number {
  const base = char.normalize('NFD')[0] ?? char;
  if (" .,;:!|il'ijtf[]()/".includes(base)) return base === 't' || base === 'f' ? 300 : 278;
  if ('mwMW'.includes(base)) return bold ? 900 : 860;
  if (/[A-Z]/.test(base)) return bold ? 722 : 680;
  if (/[0-9]/.test(base)) return 556;
  if ('r-'.includes(base)) return 333;
  return bold ? 590 : 556;
}

const textWidth = (text: string, size: number, bold: boolean) =>
  ([...text].reduce((sum, char) => sum + charWidth(char, bold), 0) * size) / 1000;

function wrap(text: string, size: number, bold: boolean, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Line {
  text: string;
  size: number;
  bold: boolean;
  /** Space above the line. */
  before: number;
}

function layout(doc: PdfDocument): Line[] {
  const width = PAGE.width - 2 * PAGE.margin;
  const lines: Line[] = [];
  const add = (text: string, size: number, bold: boolean, before: number) =>
    wrap(text, size, bold, width).forEach((part, index) =>
      lines.push({ text: part, size, bold, before: index === 0 ? before : size * 0.35 }),
    );
  add(doc.title, 20, true, 0);
  if (doc.subtitle) add(doc.subtitle, 11, false, 8);
  for (const section of doc.sections) {
    if (section.heading) add(section.heading, 13, true, 18);
    section.paragraphs.forEach((paragraph, index) =>
      add(paragraph, 10.5, false, index === 0 && section.heading ? 6 : 8),
    );
  }
  return lines;
}

/** Renders the document to PDF bytes. */
export function renderPdf(doc: PdfDocument): Buffer {
  const lines = layout(doc);
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  const bottom = PAGE.margin + 24;
  for (const line of lines) {
    y -= line.before + line.size;
    if (y < bottom) {
      pages.push([]);
      y = PAGE.height - PAGE.margin - line.size;
    }
    pages
      .at(-1)!
      .push(
        `BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${PAGE.margin} ${y.toFixed(2)} Td ${pdfString(line.text)} Tj ET`,
      );
  }

  return assemble(
    pages.map((commands, index) => [
      ...commands,
      `BT /F1 8 Tf ${PAGE.margin} ${PAGE.margin - 16} Td ${pdfString(pageFooter(doc.footer, index, pages.length))} Tj ET`,
    ]),
    PAGE,
    doc.title,
  );
}

const pageFooter = (footer: string | undefined, index: number, count: number) =>
  `${footer ? `${footer} – ` : ''}${index + 1}/${count}. oldal`;

/** The file: the pages' drawing commands on pages of the given size, in Helvetica and Helvetica-Bold. */
function assemble(pages: string[][], size: { width: number; height: number }, title: string): Buffer {
  // Objects: 1 catalog, 2 pages, 3 regular font, 4 bold font, then a page and its content per page.
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${ENCODING} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding ${ENCODING} >>`,
  ];
  const pageRefs: string[] = [];
  for (const commands of pages) {
    const content = commands.join('\n');
    const pageNumber = objects.length + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size.width} ${size.height}] /Contents ${pageNumber + 1} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
    );
    const bytes = Buffer.from(content, 'latin1');
    objects.push(`<< /Length ${bytes.length} >>\nstream\n${content}\nendstream`);
    pageRefs.push(`${pageNumber} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages.length} >>`;

  // The information dictionary uses PDFDocEncoding, not the fonts' encoding: plain ASCII is safe in both.
  const asciiTitle = title
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[()\\]/g, '');
  const info = objects.length + 1;
  objects.push(`<< /Title (${asciiTitle}) /Producer (Energetikai Tanusitvany Portal) >>`);

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface PdfTableColumn {
  header: string;
  /** Share of the page's width, in points on the A4 landscape page (the widths are scaled to fit). */
  width: number;
}

export interface PdfTable {
  title: string;
  /** Lines under the title on the first page (the filters, when it was made, how many rows). */
  subtitle: string[];
  columns: readonly PdfTableColumn[];
  rows: readonly (readonly string[])[];
  /** Printed at the bottom of every page beside the page number. */
  footer?: string;
}

const LANDSCAPE = { width: 841.89, height: 595.28, margin: 36 } as const;
const TABLE_FONT = 7.5;
const LINE = TABLE_FONT * 1.25;
const CELL_PAD = 3;
/** A cell shows at most this many lines; longer text ends in '…'. */
const MAX_CELL_LINES = 2;

/** Splits a word wider than the column (an e-mail address) between characters. */
function breakWord(word: string, size: number, bold: boolean, width: number): string[] {
  const parts: string[] = [];
  let part = '';
  for (const char of word) {
    if (part && textWidth(part + char, size, bold) > width) {
      parts.push(part);
      part = char;
    } else part += char;
  }
  if (part) parts.push(part);
  return parts;
}

/** A cell's lines: wrapped, long words broken, at most MAX_CELL_LINES with '…' when cut. */
function cellLines(text: string, width: number, bold: boolean): string[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => breakWord(word, TABLE_FONT, bold, width));
  const lines = wrap(words.join(' '), TABLE_FONT, bold, width).flatMap((line) =>
    textWidth(line, TABLE_FONT, bold) > width ? breakWord(line, TABLE_FONT, bold, width) : [line],
  );
  if (lines.length <= MAX_CELL_LINES) return lines;
  const kept = lines.slice(0, MAX_CELL_LINES);
  let last = kept[MAX_CELL_LINES - 1]!;
  while (last && textWidth(`${last}…`, TABLE_FONT, bold) > width) last = last.slice(0, -1);
  kept[MAX_CELL_LINES - 1] = `${last}…`;
  return kept;
}

/**
 * A list as a table on A4 landscape pages: the title and subtitle on the first page, the column headers
 * on every page, rows of one or two lines with hairlines between them, and 'n/m. oldal' on every page.
 */
export function renderPdfTable(table: PdfTable): Buffer {
  const { width: pageWidth, height: pageHeight, margin } = LANDSCAPE;
  const usable = pageWidth - 2 * margin;
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (column.width / total) * usable);
  const lefts = widths.map((_, i) => margin + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const text = (value: string, x: number, y: number, size: number, bold = false) =>
    `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(value)} Tj ET`;
  const rule = (y: number, gray: number, weight: number) =>
    `${gray} G ${weight} w ${margin} ${y.toFixed(2)} m ${(pageWidth - margin).toFixed(2)} ${y.toFixed(2)} l S`;
  const bottom = margin + 20;

  const pages: string[][] = [];
  let page: string[] = [];
  let y = pageHeight - margin;
  const headerLines = table.columns.map((column, i) =>
    cellLines(column.header, widths[i]! - 2 * CELL_PAD, true),
  );
  const headerHeight = Math.max(...headerLines.map((lines) => lines.length)) * LINE + 2 * CELL_PAD;
  const drawHeader = () => {
    headerLines.forEach((lines, i) =>
      lines.forEach((line, n) =>
        page.push(text(line, lefts[i]! + CELL_PAD, y - CELL_PAD - TABLE_FONT - n * LINE, TABLE_FONT, true)),
      ),
    );
    y -= headerHeight;
    page.push(rule(y, 0, 0.8));
  };
  const newPage = () => {
    if (page.length) pages.push(page);
    page = [];
    y = pageHeight - margin;
    drawHeader();
  };

  page.push(text(table.title, margin, y - 14, 14, true));
  y -= 20;
  for (const line of table.subtitle) {
    page.push(text(line, margin, y - 9, 9));
    y -= 13;
  }
  y -= 6;
  drawHeader();
  for (const row of table.rows) {
    const lines = row.map((value, i) => cellLines(value, widths[i]! - 2 * CELL_PAD, false));
    const height = Math.max(1, ...lines.map((cell) => cell.length)) * LINE + 2 * CELL_PAD;
    if (y - height < bottom) newPage();
    lines.forEach((cell, i) =>
      cell.forEach((line, n) =>
        page.push(text(line, lefts[i]! + CELL_PAD, y - CELL_PAD - TABLE_FONT - n * LINE, TABLE_FONT)),
      ),
    );
    y -= height;
    page.push(rule(y, 0.8, 0.3));
  }
  pages.push(page);
  return assemble(
    pages.map((commands, index) => [
      ...commands,
      text(pageFooter(table.footer, index, pages.length), margin, margin - 4, 8),
    ]),
    LANDSCAPE,
    table.title,
  );
}
