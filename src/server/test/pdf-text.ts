// Poppler's command-line tools (Debian's poppler-utils: pdftotext, pdfinfo, pdffonts) as an outside reader
// of the PDFs the portal writes (decision 0021): what they read back is what a viewer shows and what a
// person can copy or search, judged by code that shares nothing with the writer. .ci/run installs them.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function poppler(tool: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(tool, args, { encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        `${tool} is not installed (apt-get install -y poppler-utils): the PDF tests read with it.`,
        { cause: error },
      );
    throw error;
  }
}

export interface PdfReading {
  /** Each page's text as pdftotext lays it out (-layout: a table's row on one line, columns apart). */
  pages: string[];
  /** pdfinfo's fields: Title, Pages, Tagged, PDF version, Page size… */
  info: Record<string, string>;
  /** pdffonts' rows: each font's name and whether it is embedded, subsetted and has a Unicode map. */
  fonts: { name: string; embedded: boolean; subset: boolean; unicode: boolean }[];
  /** The file's bytes as text, for its structure (not its content, which is compressed). */
  raw: string;
}

export async function readPdf(pdf: Uint8Array): Promise<PdfReading> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'etp-pdf-'));
  const file = path.join(dir, 'document.pdf');
  try {
    await writeFile(file, pdf);
    const [text, info, fonts] = await Promise.all([
      poppler('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']),
      poppler('pdfinfo', ['-enc', 'UTF-8', file]),
      poppler('pdffonts', [file]),
    ]);
    return {
      // pdftotext ends every page with a form feed.
      pages: text.split('\f').slice(0, -1),
      info: Object.fromEntries(
        [...info.matchAll(/^([^:\n]+):\s*(.*)$/gm)].map((match) => [match[1]!, match[2]!.trim()]),
      ),
      fonts: fonts
        .split('\n')
        .slice(2)
        .filter(Boolean)
        .map((line) => {
          const [name = '', ...rest] = line.trim().split(/\s+/);
          // name, type (one or two words), encoding, then emb, sub, uni, object number, generation
          const [embedded, subset, unicode] = rest.slice(-5, -2);
          return { name, embedded: embedded === 'yes', subset: subset === 'yes', unicode: unicode === 'yes' };
        }),
      raw: Buffer.from(pdf).toString('latin1'),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The page's lines, without the spaces pdftotext puts between columns at either end. */
export const linesOf = (page: string) =>
  page
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The file's streams other than its XMP metadata (left uncompressed on purpose, for tools that read the
 * metadata without understanding PDF), and how many of them are compressed (Flate).
 */
export function streamsOf(raw: string): { streams: number; compressed: number } {
  const dictionaries = [...raw.matchAll(/<<([^<>]*)>>\s*stream\r?\n/g)]
    .map((match) => match[1]!)
    .filter((dictionary) => !/\/Type\s*\/Metadata\b/.test(dictionary));
  return {
    streams: dictionaries.length,
    compressed: dictionaries.filter((dictionary) => /\/Filter\s*\/FlateDecode\b/.test(dictionary)).length,
  };
}
