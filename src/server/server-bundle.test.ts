import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { asciiComments, COMPILE_OPTIONS } from '../../scripts/build-server.ts';

const root = path.resolve(import.meta.dirname, '../..');

// Compiled as the server bundle is: the SQL a `sql` template renders, and every other literal, must be the
// source's own text, while the comments that esbuild keeps hold ASCII only (decision 0011).
const SAMPLE = `
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
export const labels = {
  // esbuild keeps a comment in an object: a dash — and Árvíztűrő tükörfúrógép.
  /** Őri, Üveges — a doc comment. */
  name: 'név',
};
export const query = new PgDialect().sqlToQuery(
  sql\`select translate(lower(\${'Őri'}), 'áéíóöőúüű', 'aeiooouuu') /* ő — */ as key\`,
).sql;
export const raw = String.raw\`Ő\\n—\`;
export const text = 'Őri — é';
export const template = \`Üveges \${1} ű\`;
export const pattern = /^[A-ZÁÉÍÓÖŐÚÜŰ]{2,}/u.source;
`;

describe.skipIf(process.env.TEST_DB === 'postgres')('the server bundle', () => {
  it("keeps every literal's letters, a sql template's too, and makes only the comments ASCII", async () => {
    const result = await build({
      ...COMPILE_OPTIONS,
      stdin: { contents: SAMPLE, resolveDir: root, loader: 'ts', sourcefile: 'sample.ts' },
      write: false,
      logLevel: 'silent',
    });
    const code = asciiComments(result.outputFiles[0]!.text);
    const folder = await mkdtemp(path.join(os.tmpdir(), 'etp-bundle-'));
    try {
      const file = path.join(folder, 'sample.mjs');
      await writeFile(file, code);
      const bundled = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      expect(bundled.query).toBe("select translate(lower($1), 'áéíóöőúüű', 'aeiooouuu') /* ő — */ as key");
      expect(bundled.raw).toBe('Ő\\n—');
      expect(bundled.text).toBe('Őri — é');
      expect(bundled.template).toBe('Üveges 1 ű');
      expect(bundled.pattern).toBe('^[A-ZÁÉÍÓÖŐÚÜŰ]{2,}');
      expect(bundled.labels).toEqual({ name: 'név' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(code).toContain('// esbuild keeps a comment in an object: a dash ? and ?rv?zt?r? t?k?rf?r?g?p.');
    expect(code).toContain('/** ?ri, ?veges ? a doc comment. */');
  });
});
