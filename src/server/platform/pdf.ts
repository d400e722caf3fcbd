// Every PDF the portal writes (the legal documents, the TIG statements, the client list, the demo
// certificate) is made here with PDFKit (decision 0021): DejaVu Sans embedded as a subset with its Unicode
// map, so every Central-European letter and sign shows and can be copied or searched; streams compressed;
// the documents tagged (headings, paragraphs, the table's rows and cells, page footers as artifacts) in
// Hungarian for screen readers.
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { PDF_FONT_FILES } from '../paths.ts';

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

type FontName = keyof typeof PDF_FONT_FILES;

interface PageSize {
  width: number;
  height: number;
  margin: number;
}

const PORTRAIT: PageSize = { width: 595.28, height: 841.89, margin: 56 };
const LANDSCAPE: PageSize = { width: 841.89, height: 595.28, margin: 36 };
const FOOTER_SIZE = 8;

function createDocument(title: string, page: PageSize, bufferPages: boolean) {
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: page.margin,
    // The library's default is Helvetica, which has no ő or ű; naming ours also spares loading it. The
    // fonts are named by their files throughout, so the library opens each once per document.
    font: PDF_FONT_FILES.regular,
    // Tagged PDF and the document's language are PDF 1.7 features in the library.
    pdfVersion: '1.7',
    tagged: true,
    lang: 'hu-HU',
    displayTitle: true,
    info: {
      Title: title,
      Producer: 'Energetikai Tanúsítvány Portál',
      Creator: 'Energetikai Tanúsítvány Portál',
    },
    bufferPages,
    autoFirstPage: false,
  });
  // Read as it is written, so a long document is not held twice.
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finish = async (): Promise<Buffer> => {
    const ended = once(doc, 'end');
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  };
  return { doc, finish };
}

const pageFooter = (footer: string | undefined, index: number, count: number) =>
  `${footer ? `${footer} – ` : ''}${index + 1}/${count}. oldal`;

/** The page footer, an artifact: a screen reader skips it instead of reading it between two paragraphs. */
function drawFooter(doc: PDFKit.PDFDocument, page: PageSize, text: string, y: number) {
  // Below the bottom margin, where the library would otherwise start a new page for the text.
  doc.page.margins.bottom = 0;
  doc.markContent('Artifact', { type: 'Pagination' });
  doc.font(PDF_FONT_FILES.regular).fontSize(FOOTER_SIZE).fillColor('black');
  doc.text(text, page.margin, y, { lineBreak: false });
  doc.endMarkedContent();
  doc.page.margins.bottom = page.margin;
}

/** A4 portrait pages of a title, headings and paragraphs wrapped by the library, numbered 'n/m. oldal'. */
export async function renderPdf(source: PdfDocument): Promise<Buffer> {
  const page = PORTRAIT;
  const { doc, finish } = createDocument(source.title, page, true);
  doc.addPage();
  const width = page.width - 2 * page.margin;
  const content = doc.struct('Document');
  doc.addStructure(content);
  const block = (tag: string, text: string, font: FontName, size: number, spaceBefore: number) => {
    if (doc.y > page.margin) doc.y += spaceBefore;
    content.add(
      doc.struct(tag, {}, () => {
        doc
          .font(PDF_FONT_FILES[font])
          .fontSize(size)
          .text(text, page.margin, doc.y, { width, lineGap: size * 0.35 });
      }),
    );
  };
  block('H1', source.title, 'bold', 20, 0);
  if (source.subtitle) block('P', source.subtitle, 'regular', 11, 8);
  for (const section of source.sections) {
    if (section.heading) block('H2', section.heading, 'bold', 13, 18);
    section.paragraphs.forEach((paragraph, index) =>
      block('P', paragraph, 'regular', 10.5, index === 0 && section.heading ? 6 : 8),
    );
  }
  content.end();
  const { count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    doc.switchToPage(index);
    drawFooter(
      doc,
      page,
      pageFooter(source.footer, index, count),
      page.height - page.margin + 16 - FOOTER_SIZE,
    );
  }
  doc.flushPages();
  return finish();
}

export interface PdfTableColumn {
  header: string;
  /** Share of the page's width (the widths are scaled to fit the A4 landscape page). */
  width: number;
  /**
   * A value never broken over two lines (a date, an id, a phone number): the column is made at least as
   * wide as its widest value.
   */
  keepWhole?: boolean;
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

const TABLE_FONT = 7.5;
const LINE = TABLE_FONT * 1.25;
const CELL_PAD = 3;
/** A cell shows at most this many lines; longer text ends in '…'. */
const MAX_CELL_LINES = 2;
/**
 * Rows laid out between two turns of the event loop; the pages are drawn one a turn (about 10 ms each),
 * so a request that arrives meanwhile waits milliseconds, not the whole export (decision 0021).
 */
const ROWS_PER_TURN = 250;

/**
 * Widths of strings in one font and size: the sum of each letter's width as the library measures it.
 * Measuring whole strings made the library shape every distinct word and line (4.5 s for 5,000 rows,
 * decision 0021); the letters' own widths ignore kerning, which only narrows Latin text, so a line that
 * fits by this measure fits on the page.
 */
function measurer(doc: PDFKit.PDFDocument, font: FontName) {
  const letters = new Map<string, number>();
  return (text: string) => {
    let width = 0;
    for (const letter of text) {
      let advance = letters.get(letter);
      if (advance === undefined) {
        doc.font(PDF_FONT_FILES[font]).fontSize(TABLE_FONT);
        advance = doc.widthOfString(letter);
        letters.set(letter, advance);
      }
      width += advance;
    }
    return width;
  };
}

/**
 * The column widths: the declared shares of the page, but each column at least as wide as its header's
 * longest word and, for a keepWhole column, its widest value, so neither is ever broken inside.
 */
function columnWidths(
  table: PdfTable,
  usable: number,
  header: (text: string) => number,
  cell: (text: string) => number,
): number[] {
  const least = table.columns.map((column, i) => {
    const words = Math.max(...column.header.split(/\s+/).map(header));
    // A value longer than a quarter of the page (nothing the portal stores) wraps rather than crowd out
    // the other columns.
    const values = column.keepWhole
      ? Math.min(usable / 4, Math.max(0, ...table.rows.map((row) => cell(row[i] ?? ''))))
      : 0;
    return Math.max(words, values) + 2 * CELL_PAD;
  });
  const fixed = new Set<number>();
  // Columns below their least width get it; the others share what is left by their declared shares.
  for (;;) {
    const room = usable - [...fixed].reduce((sum, i) => sum + least[i]!, 0);
    const shares = table.columns.reduce((sum, column, i) => (fixed.has(i) ? sum : sum + column.width), 0);
    const widths = table.columns.map((column, i) =>
      fixed.has(i) ? least[i]! : (column.width / shares) * room,
    );
    const short = widths.findIndex((width, i) => !fixed.has(i) && width < least[i]!);
    if (short === -1) return widths;
    fixed.add(short);
  }
}

interface Piece {
  text: string;
  /** False for the second and later pieces of a broken word: they join the line without a space. */
  spaced: boolean;
}

/**
 * A cell's lines: wrapped at spaces; a word wider than the column (an e-mail address) broken after its
 * '@' or a '.' where it can, else between letters; at most MAX_CELL_LINES, the last ending in '…' when cut.
 */
function cellLines(text: string, width: number, measure: (text: string) => number): string[] {
  if (measure(text) <= width) return [text];
  const pieces = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word): Piece[] =>
      measure(word) <= width ? [{ text: word, spaced: true }] : breakWord(word, width, measure),
    );
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const joined = line && piece.spaced ? `${line} ${piece.text}` : line + piece.text;
    if (line && measure(joined) > width) {
      lines.push(line);
      line = piece.text;
    } else line = joined;
  }
  if (line) lines.push(line);
  if (lines.length <= MAX_CELL_LINES) return lines;
  const kept = lines.slice(0, MAX_CELL_LINES);
  // Whole words give way to the ellipsis; only a single word too long for the line loses letters.
  let last = kept[MAX_CELL_LINES - 1]!;
  while (measure(`${last}…`) > width) {
    const space = last.lastIndexOf(' ');
    last = space > 0 ? last.slice(0, space) : last.slice(0, -1);
  }
  kept[MAX_CELL_LINES - 1] = `${last}…`;
  return kept;
}

function breakWord(word: string, width: number, measure: (text: string) => number): Piece[] {
  const pieces: Piece[] = [];
  let rest = word;
  while (measure(rest) > width) {
    let cut = 1;
    while (cut < rest.length && measure(rest.slice(0, cut + 1)) <= width) cut++;
    const after = Math.max(rest.lastIndexOf('@', cut - 1), rest.lastIndexOf('.', cut - 1));
    if (after > 0) cut = after + 1;
    pieces.push({ text: rest.slice(0, cut), spaced: pieces.length === 0 });
    rest = rest.slice(cut);
  }
  pieces.push({ text: rest, spaced: pieces.length === 0 });
  return pieces;
}

/**
 * A list as a table on A4 landscape pages: the title and subtitle on the first page, the column headers
 * on every page, rows of one or two lines with hairlines between them, and 'n/m. oldal' on every page.
 * The rows are laid out first (so the page count is known for the footers), then drawn a page at a time,
 * giving the event loop a turn between pages.
 */
export async function renderPdfTable(table: PdfTable): Promise<Buffer> {
  const page = LANDSCAPE;
  const { doc, finish } = createDocument(table.title, page, false);
  const measureHeader = measurer(doc, 'condensedBold');
  const measureCell = measurer(doc, 'condensed');
  const usable = page.width - 2 * page.margin;
  const widths = columnWidths(table, usable, measureHeader, measureCell);
  const lefts = widths.map((_, i) => page.margin + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const lines = (row: readonly string[], measure: (text: string) => number) =>
    table.columns.map((_, i) => cellLines(row[i] ?? '', widths[i]! - 2 * CELL_PAD, measure));
  const heightOf = (cells: string[][]) =>
    Math.max(1, ...cells.map((cell) => cell.length)) * LINE + 2 * CELL_PAD;

  const headerLines = lines(
    table.columns.map((column) => column.header),
    measureHeader,
  );
  const headerHeight = heightOf(headerLines);
  const titleHeight = 20 + table.subtitle.length * 13 + 6;
  const bottom = page.height - page.margin - 20;

  // Layout first: which rows go on which page, so the footers can say how many pages there are.
  const laidOut: string[][][] = [];
  for (const [index, row] of table.rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    laidOut.push(lines(row, measureCell));
  }
  const pages: number[][] = [[]];
  let y = page.margin + titleHeight + headerHeight;
  laidOut.forEach((cells, index) => {
    const height = heightOf(cells);
    if (y + height > bottom && pages.at(-1)!.length) {
      pages.push([]);
      y = page.margin + headerHeight;
    }
    pages.at(-1)!.push(index);
    y += height;
  });

  const structure = doc.struct('Document');
  doc.addStructure(structure);
  const rule = (at: number, gray: number, weight: number) => {
    doc.markContent('Artifact');
    doc
      .moveTo(page.margin, at)
      .lineTo(page.width - page.margin, at)
      .lineWidth(weight)
      .strokeColor([gray * 255, gray * 255, gray * 255])
      .stroke();
    doc.endMarkedContent();
  };
  const drawCell = (cell: string[], column: number, top: number, font: FontName) => {
    doc.font(PDF_FONT_FILES[font]).fontSize(TABLE_FONT);
    cell.forEach((line, n) =>
      doc.text(line, lefts[column]! + CELL_PAD, top + CELL_PAD + n * LINE, { lineBreak: false }),
    );
  };
  const drawRow = (cells: string[][], top: number, font: FontName) =>
    cells.forEach((cell, i) => drawCell(cell, i, top, font));
  /**
   * A row is tagged as one paragraph, not as a table row of cells: a structure element is an uncompressed
   * object of its own, and one per cell made 5,000 rows 7.2 MB instead of 1.5 MB (decision 0021).
   */
  const taggedRow = (cells: string[][], top: number, font: FontName) => {
    const row = doc.struct('P');
    structure.add(row);
    row.add(() => drawRow(cells, top, font));
    row.end();
  };

  for (const [pageIndex, rowIndexes] of pages.entries()) {
    if (pageIndex > 0) await nextTurn();
    doc.addPage();
    y = page.margin;
    if (pageIndex === 0) {
      const title = doc.struct('H1');
      structure.add(title);
      title.add(() =>
        doc.font(PDF_FONT_FILES.bold).fontSize(14).text(table.title, page.margin, y, { lineBreak: false }),
      );
      title.end();
      y += 20;
      for (const line of table.subtitle) {
        const paragraph = doc.struct('P');
        structure.add(paragraph);
        paragraph.add(() =>
          doc.font(PDF_FONT_FILES.regular).fontSize(9).text(line, page.margin, y, { lineBreak: false }),
        );
        paragraph.end();
        y += 13;
      }
      y += 6;
      // The column headers are read once, before the first row; on later pages they repeat as artifacts.
      taggedRow(headerLines, y, 'condensedBold');
    } else {
      doc.markContent('Artifact', { type: 'Pagination' });
      drawRow(headerLines, y, 'condensedBold');
      doc.endMarkedContent();
    }
    y += headerHeight;
    rule(y, 0, 0.8);
    for (const index of rowIndexes) {
      const cells = laidOut[index]!;
      taggedRow(cells, y, 'condensed');
      y += heightOf(cells);
      rule(y, 0.8, 0.3);
    }
    drawFooter(
      doc,
      page,
      pageFooter(table.footer, pageIndex, pages.length),
      page.height - page.margin + 4 - FOOTER_SIZE,
    );
  }
  structure.end();
  return finish();
}
