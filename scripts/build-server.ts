// `npm run build` (after the web app) bundles the server into dist/server with esbuild; `npm start` runs
// the bundle (decision 0011). Started from the sources, Node resolves some 900 files one by one (Drizzle's
// 180 KB package.json is parsed again for each of its modules) and loads its TypeScript stripper, a
// WebAssembly module that stays resident: 0.6 s more to start and 20 MB more memory.
//
// The bundle is not minified, so a stack trace points at readable code; each module starts with a
// `// src/...` or `// node_modules/...` comment, and dist/server/main.js.map maps lines back to the sources
// (node --enable-source-maps). Lazily imported modules (S3, Redis, nodemailer) stay in chunks of their own.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const SERVER_BUNDLE = path.join(root, 'dist/server/main.js');

/**
 * Packages that read files next to their own code (__dirname), which a bundle would move away from them:
 * they are loaded from node_modules at run time. PGlite loads its WebAssembly and data files the same way.
 * zip.js resolves its Web Worker script and WebAssembly module against its own import.meta.url; its
 * default entry carries both inline and the server starts no workers (platform/zip-archive.ts), but loaded
 * from node_modules it finds them whichever entry or option is used, as in the tests. PDFKit loads its
 * standard fonts' metrics and its colour profile from its own folder (decision 0021).
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@zip.js/zip.js',
  'ioredis',
  'pdfkit',
  'pino',
  'thread-stream',
];

/** The only bundled module allowed to find files from its own place: it resolves the project folder. */
const PATHS_MODULE = 'src/server/paths.ts';

/**
 * The operator's commands, bundled beside the server so that a production install without the development
 * packages (`npm ci --omit=dev`) runs them as `node dist/server/cli.js`. It compares its own URL with the
 * file Node was started with, to run only when started itself; that holds in the bundle as well.
 */
const CLI_MODULE = 'src/server/cli.ts';

/**
 * The table reader's worker thread (platform/spreadsheet-read.ts), started from its own file: bundled as
 * an entry of its own, dist/server/platform/spreadsheet-worker.js, where paths.ts finds it.
 */
const SPREADSHEET_WORKER_MODULE = 'src/server/platform/spreadsheet-worker.ts';

/** How the server's code is compiled; the bundle's test compiles its sample the same way. */
export const COMPILE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  legalComments: 'none',
} as const satisfies BuildOptions;

/** Builds in memory and writes dist/server only when the checks pass, so a refused bundle is never run. */
export async function buildServer(): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts', CLI_MODULE, SPREADSHEET_WORKER_MODULE],
    outdir: 'dist/server',
    ...COMPILE_OPTIONS,
    splitting: true,
    sourcemap: 'linked',
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const misplaced = modulesFindingOwnFiles(result.metafile);
  if (misplaced.length)
    throw new Error(
      `These bundled modules find files from their own place, which the bundle moves: ${misplaced.join(', ')}. ` +
        'Add their packages to EXTERNAL in scripts/build-server.ts.',
    );
  const pathsOutput = Object.entries(result.metafile.outputs).find(
    ([, output]) => PATHS_MODULE in output.inputs,
  );
  if (!pathsOutput || path.dirname(pathsOutput[0]) !== 'dist/server')
    throw new Error(
      `${PATHS_MODULE} must be bundled into a file directly in dist/server: it finds the project from there.`,
    );

  rmSync(path.dirname(SERVER_BUNDLE), { recursive: true, force: true }); // chunks of earlier builds
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.path.endsWith('.js') ? asciiComments(file.text) : file.contents);
  }
}

/**
 * esbuild escapes every character outside ASCII in strings, plain templates and identifiers, but keeps
 * tagged templates (`sql`, `String.raw`), whose raw text the tag may read, and regular expressions as they
 * are, and keeps many comments. One character outside ASCII anywhere makes V8 hold the whole file's source as
 * UTF-16, twice its size in memory (one dash in a comment: 6 MB instead of 3 MB for main.js), so the
 * comments' characters outside ASCII become '?', one UTF-16 unit each, so the source map's columns still
 * hold. The literals stay exactly as written: '?' in place of 'ő' in a `sql` template sent other SQL than
 * the source's (decision 0011, 'Later finding').
 */
export function asciiComments(code: string): string {
  if (!NON_ASCII.test(code)) return code;
  const file = ts.createSourceFile('bundle.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const literals: Array<[number, number]> = [];
  const visit = (node: ts.Node): void => {
    if (LITERAL_KINDS.has(node.kind)) literals.push([node.getStart(file), node.end]);
    else ts.forEachChild(node, visit);
  };
  visit(file);
  let result = '';
  let from = 0;
  for (const [start, end] of literals) {
    result += code.slice(from, start).replace(NON_ASCII_ALL, '?') + code.slice(start, end);
    from = end;
  }
  return result + code.slice(from).replace(NON_ASCII_ALL, '?');
}

const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;
/** The tokens whose text is the program's data; a character outside them and outside ASCII is a comment's. */
const LITERAL_KINDS = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/** Bundled modules (other than PATHS_MODULE) whose code finds files from its own place. */
function modulesFindingOwnFiles(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs).filter(
    (file) =>
      file !== PATHS_MODULE &&
      file !== CLI_MODULE &&
      /\.[cm]?[jt]s$/.test(file) &&
      /\b__dirname\b|\b__filename\b|\bimport\.meta\.(url|dirname|filename|resolve)\b|\brequire\.resolve\(/.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
  );
}

if (import.meta.main) {
  const started = performance.now();
  await buildServer();
  process.stdout.write(`A szerver fordítása kész (${Math.round(performance.now() - started)} ms).\n`);
}
