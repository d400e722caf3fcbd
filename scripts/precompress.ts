// Brotli and gzip copies of every text file of the web build, written once at build time (decision 0013),
// so the server sends compressed files without compressing on each request (@fastify/static
// `preCompressed`).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files that compress: markup, code, styles, vector images, data and text. */
export const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|csv|ico)$/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each text file under `folder`, for every
 * text file whatever its size: a file without a compressed copy would go out as it is. Returns the files
 * compressed with their sizes.
 */
export async function precompress(
  folder: string,
): Promise<{ file: string; bytes: number; brotli: number; gzip: number }[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return { file: path.relative(folder, file), bytes: content.length, brotli: br.length, gzip: gz.length };
    }),
  );
}
