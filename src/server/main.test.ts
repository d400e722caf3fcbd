import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase, pgliteDataDir } from './db/client.ts';
import { profiles } from './db/schema.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

// One real process start is enough: it runs once, on the embedded database.
describe.skipIf(process.env.TEST_DB === 'postgres')('the server process', () => {
  it('starts on an empty data dir, seeds the demo data, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'etp-main-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    // The server listens first, then seeds and prints the demo accounts: once they are printed it answers.
    const seeded = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('admin@example.hu')) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`the server exited (${String(code)}):\n${output}`)));
    });
    try {
      await seeded;
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok, output).toBe(true);
      // A second process cannot open the same embedded database while the server holds it.
      await expect(openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) })).rejects.toThrow(
        DatabaseInUseError,
      );

      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);

      // The embedded database was closed properly: it opens again with the seeded data.
      const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
      expect((await database.db.select().from(profiles)).length).toBeGreaterThan(10);
      await database.close();
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
