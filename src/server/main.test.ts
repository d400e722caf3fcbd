import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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
  it('starts on an empty data dir, is ready once the demo data exist, shuts down cleanly on SIGTERM and starts again at once', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'etp-main-'));
    const port = await freePort();
    const environment = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
    };
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const exitedEarly = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`the server exited (${String(code)}):\n${output}`))),
    );
    exitedEarly.catch(() => {});
    // The server listens first, then seeds: until the demo data exist, both health answers say 'starting'.
    const answersBeforeReady = new Set<string>();
    const readiness = async () => {
      if (child.exitCode !== null) await exitedEarly;
      const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
      if (!response) return false; // not listening yet
      const body = (await response.json()) as { status: string };
      if (response.status !== 200) answersBeforeReady.add(`${response.status} ${body.status}`);
      return response.status === 200;
    };
    try {
      await vi.waitFor(async () => expect(await readiness()).toBe(true), { timeout: 90_000, interval: 20 });
      // Seeding takes seconds and the server listens before it: it was seen saying so, and nothing else.
      expect([...answersBeforeReady]).toEqual(['503 starting']);
      // Ready means the demo accounts exist: the first sign-in works.
      const signIn = await fetch(`http://127.0.0.1:${port}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ugyfel@example.hu', password: 'Ugyfel-Demo-2026' }),
      });
      expect(signIn.status, await signIn.clone().text()).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok, output).toBe(true);
      // Another process cannot open the same embedded database while the server holds it (the CLI does not
      // wait).
      await expect(openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) })).rejects.toThrow(
        DatabaseInUseError,
      );

      // Started again while the old one still runs (as a restart right after a stop finds it): the new
      // process waits for the old one to close the database instead of refusing, then serves.
      const again = spawn(process.execPath, ['src/server/main.ts'], {
        env: environment,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let againOutput = '';
      again.stdout.on('data', (chunk: Buffer) => (againOutput += chunk.toString()));
      again.stderr.on('data', (chunk: Buffer) => (againOutput += chunk.toString()));
      try {
        await vi.waitFor(() => expect(againOutput).toContain('várakozás, amíg elengedi'), {
          timeout: 30_000,
          interval: 20,
        });
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        await vi.waitFor(
          async () => {
            expect(again.exitCode, againOutput).toBeNull();
            const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
            expect(response?.status).toBe(200);
          },
          { timeout: 30_000, interval: 20 },
        );
        const stopped = new Promise<number | null>((resolve) => again.once('exit', (code) => resolve(code)));
        again.kill('SIGTERM');
        expect(await stopped, againOutput).toBe(0);
      } finally {
        again.kill('SIGKILL');
      }

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
