import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The server's test files that reach the database, which they all do through the test app. The others (file
 * formats, parsers, the embedded database's own lock) run the same code on either database, so the
 * PostgreSQL run leaves them out (18 files, 25 s of a worker's time).
 */
function serverFilesWithDatabase(): string[] {
  return readdirSync('src/server', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('src/server', file))
    .filter((file) => /\/test-app\.ts['"]/.test(readFileSync(file, 'utf8')));
}

// Server tests run once on embedded PGlite and, when TEST_DATABASE_URL is set (CI), again on PostgreSQL.
// Their files share each worker's modules (isolate: false): each file builds its own app and database, and
// importing the server once per worker instead of once per file halves the run (127 s to 68 s on PGlite).
const serverProject = (database: 'pglite' | 'postgres') => ({
  extends: true,
  test: {
    name: `server-${database}`,
    include: database === 'pglite' ? ['src/server/**/*.test.ts'] : serverFilesWithDatabase(),
    environment: 'node',
    env: { TEST_DB: database, NODE_ENV: 'test' },
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    // Generous: a timeout here should mean a hang, not a busy machine (the CLI spawns a process that
    // loads the password dictionaries; the malformed sample sends ~1,000 requests).
    testTimeout: 90_000,
    isolate: false,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one free, which is one worker on a 2-core machine): see
    // docs/testing.md for the measured phases.
    maxWorkers: '100%',
    // A larger young generation for the workers, which allocate fast (requests, PGlite's results): measured
    // in docs/testing.md, 'The fourth round' (server-pglite 167 s to 153 s).
    execArgv: ['--max-semi-space-size=32'],
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/fail-on-console-error.ts', 'src/web/test/setup.ts'],
          // A dialog test takes about a second alone and five on a loaded 2-core machine.
          testTimeout: 30_000,
          // The files share each worker's modules and its jsdom, as the server's do; each test renders into
          // a fresh document body (setup.ts cleans up) and a query client of its own.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The lint's own tests (the web app's walls): ESLint runs in Node, which web code may not import.
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/fail-on-console-error.ts'],
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
