// `npm start` builds the web app and the server when they are missing or older than their sources, so a
// fresh clone builds once and later starts do not pay for it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target: string): number {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function isStale(stamp: string, sources: string[]): boolean {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  return builtAt === 0 || sources.some((source) => newestMtime(source) > builtAt);
}

// npm rewrites node_modules/.package-lock.json with every install: new dependencies mean a new build.
const installed = ['package-lock.json', 'node_modules/.package-lock.json', 'tsconfig.json'];
const webSources = [
  'scripts/mantine-css.ts',
  'src/web',
  'src/domain',
  'vite.config.ts',
  'scripts/precompress.ts',
  'postcss.config.cjs',
  ...installed,
];
if (isStale(path.join(root, 'dist/web/index.html'), webSources)) {
  process.stdout.write('A webes felület fordítása...\n');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Imported only when needed: esbuild is a development dependency, and a built server starts without it.
const serverSources = ['src/server', 'src/domain', 'scripts/build-server.ts', ...installed];
if (isStale(path.join(root, 'dist/server/main.js'), serverSources)) {
  process.stdout.write('A szerver fordítása...\n');
  const { buildServer } = await import('./build-server.ts');
  await buildServer();
}
