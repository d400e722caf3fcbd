import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase, pgliteSharedBuffersMb } from './client.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A data folder whose `base` holds files of these sizes in MB (sparse: no disk is used). */
function dataDirWith(...sizesMb: number[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'etp-buffers-'));
  dirs.push(dir);
  const relations = path.join(dir, 'base', '5');
  mkdirSync(relations, { recursive: true });
  sizesMb.forEach((mb, i) => {
    const file = path.join(relations, String(16_384 + i));
    writeFileSync(file, '');
    truncateSync(file, mb * 2 ** 20);
  });
  return dir;
}

describe('the embedded database’s buffer cache (decision 0002)', () => {
  it('is a quarter of the data, from 8 MB to 128 MB', () => {
    expect(pgliteSharedBuffersMb(undefined)).toBe(8);
    expect(pgliteSharedBuffersMb(path.join(os.tmpdir(), 'etp-no-such-folder'))).toBe(8);
    expect(pgliteSharedBuffersMb(dataDirWith(10, 16))).toBe(8);
    expect(pgliteSharedBuffersMb(dataDirWith(60, 40))).toBe(25);
    expect(pgliteSharedBuffersMb(dataDirWith(300, 200, 32))).toBe(128);
  });

  it('reaches PGlite when it opens', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'etp-buffers-'));
    dirs.push(dir);
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      // Db is typed for both drivers, so execute's result is not; PGlite answers with rows.
      const result = await database.db.execute(sql`show shared_buffers`);
      expect((result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe(
        '8MB',
      );
    } finally {
      await database.close();
    }
  });
});

describe('the embedded database’s lock (docs/architecture.md, ‘Database’)', () => {
  it('waits for a running owner up to the given time, then refuses; an owner gone is taken over', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'etp-lock-'));
    dirs.push(dir);
    // Another process holds the folder: its PID is in the lock file.
    const owner = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, 'etp.lock'), String(owner.pid));
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DatabaseInUseError);
      const waits: number[] = [];
      await expect(
        openDatabase({
          kind: 'pglite',
          dataDir: dir,
          waitForLockMs: 100,
          onLockWait: (pid) => waits.push(pid),
        }),
      ).rejects.toThrow(DatabaseInUseError);
      expect(waits).toEqual([owner.pid]);

      const opening = openDatabase({ kind: 'pglite', dataDir: dir, waitForLockMs: 60_000 });
      const exited = new Promise((resolve) => owner.once('exit', resolve));
      owner.kill('SIGKILL'); // a crash: the lock file stays, its owner is gone
      await exited;
      const database = await opening;
      await database.close();
    } finally {
      owner.kill('SIGKILL');
    }
  });
});
