// The files the server reads from the project folder. This module sits two folders below it both as a
// source (src/server) and in the bundle `npm start` runs (dist/server, scripts/build-server.ts), so it is
// the one place that finds files from its own.
// Not `createRequire` by name: the bundle's banner declares that name in every chunk.
import nodeModule from 'node:module';
import { fileURLToPath } from 'node:url';

const projectPath = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

/** The built web app (`npm run build`). */
export const WEB_DIST = projectPath('dist/web');
/** The shipped copy of the Hungarian postcode list. */
export const POSTCODE_CSV_PATH = projectPath('assets/hu-postcodes.csv');
/** The bank developers' guide, served as a page beside the API reference (platform/api-guide.ts). */
export const API_GUIDE_PATH = projectPath('docs/api-guide.md');
/** The committed migrations, applied at start-up. */
export const MIGRATIONS_FOLDER = projectPath('src/server/db/migrations');
/**
 * The table reader's worker thread (platform/spreadsheet-read.ts): a source beside this module, and in the
 * bundle an entry of its own beside main.js (scripts/build-server.ts).
 */
export const SPREADSHEET_WORKER = fileURLToPath(
  new URL(`./platform/spreadsheet-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url),
);
/**
 * DejaVu Sans, embedded (subsetted) in every PDF the portal writes (platform/pdf.ts, decision 0021): the
 * `dejavu-fonts-ttf` package, a dependency, found through Node's resolution from this module's place, which
 * is node_modules' neighbour both as a source and in the bundle.
 */
const fontFile = (name: string) =>
  nodeModule.createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
export const PDF_FONT_FILES = {
  regular: fontFile('DejaVuSans'),
  bold: fontFile('DejaVuSans-Bold'),
  condensed: fontFile('DejaVuSansCondensed'),
  condensedBold: fontFile('DejaVuSansCondensed-Bold'),
} as const;
