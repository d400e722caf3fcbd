// One Drizzle database over either embedded PGlite (./data/db) or a PostgreSQL server (DATABASE_URL).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ScopedPool } from './query-scope.ts';
import * as schema from './schema.ts';
import { MIGRATIONS_FOLDER } from '../paths.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or an open transaction: services accept either. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** Applies the committed migrations; on a server, one instance at a time. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATION_LOCK_ID = 7312026;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      /**
       * How long to wait for another process to release the folder before refusing (0: refuse at once). A
       * server started again right after a stop waits for the old one to finish closing.
       */
      waitForLockMs?: number;
      /** Told once when the wait begins, with the owner's PID. */
      onLockWait?: (ownerPid: number) => void;
    };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.poolSize ?? 10)
    : openPglite(target.dataDir, target.waitForLockMs ?? 0, target.onLockWait);
}

function openPostgres(url: string, poolSize: number): Database {
  // Each statement runs within its request's limits (query-scope.ts).
  const pool = new ScopedPool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    async migrate() {
      // A session-level advisory lock on its own connection keeps concurrent start-ups in line.
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.end();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(
  dataDir: string | undefined,
  waitForLockMs: number,
  onLockWait?: (ownerPid: number) => void,
): Promise<Database> {
  if (!dataDir)
    return wrapPglite(
      await PGlite.create({ postgresqlconf: pgliteSettings(undefined), extensions: PGLITE_EXTENSIONS }),
    );
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = await lockDataDir(dataDir, waitForLockMs, onLockWait);
  try {
    const database = wrapPglite(
      await PGlite.create(dataDir, {
        postgresqlconf: pgliteSettings(dataDir),
        extensions: PGLITE_EXTENSIONS,
      }),
    );
    return {
      ...database,
      close: async () => {
        await database.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export class DatabaseInUseError extends Error {}

/** How often a waiting process looks at the lock again. */
const LOCK_POLL_MS = 25;

/**
 * Only one process may open a PGlite folder (docs/architecture.md, 'Database'): a second one would corrupt
 * it. A lock file holds the owner's PID; a lock left by a process that no longer runs is taken over. A
 * running owner is waited for up to `waitMs` (a server stopping while its successor starts releases the
 * lock once its database is closed), then refused.
 */
async function lockDataDir(
  dataDir: string,
  waitMs: number,
  onWait?: (ownerPid: number) => void,
): Promise<() => void> {
  const lockFile = path.join(dataDir, 'etp.lock');
  const started = performance.now();
  let emptySince: number | null = null;
  let waiting = false;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = lockOwner(lockFile);
    if (owner === 'gone') continue;
    const now = performance.now();
    if (owner === 'empty') {
      // Another process has just created it and is writing its PID; one left empty by a crash is taken over.
      emptySince ??= now;
      if (now - emptySince < EMPTY_LOCK_GRACE_MS) {
        await sleep(LOCK_POLL_MS);
        continue;
      }
    } else if (owner !== process.pid && isRunning(owner)) {
      if (now - started >= waitMs)
        throw new DatabaseInUseError(
          `A beágyazott adatbázist (${dataDir}) már egy másik folyamat használja (PID ${owner}). ` +
            'Állítsa le azt, vagy adjon meg DATABASE_URL-t egy PostgreSQL szerverhez.',
        );
      if (!waiting) onWait?.(owner);
      waiting = true;
      await sleep(LOCK_POLL_MS);
      continue;
    }
    // Left by a process that is gone (or by this one): take it over. Another process taking it over at
    // the same moment is kept out by the exclusive create above.
    rmSync(lockFile, { force: true });
    emptySince = null;
  }
}

const EMPTY_LOCK_GRACE_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The PID in the lock file; 'gone' when it was released meanwhile, 'empty' while its owner writes it. */
function lockOwner(lockFile: string): number | 'gone' | 'empty' {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const owner = Number(text);
  return text !== '' && Number.isInteger(owner) && owner > 0 ? owner : 'empty';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's buffer cache in MB: a quarter of the database's files at start, from 8 MB to PostgreSQL's
 * default of 128 MB (decision 0002). PGlite reserves the whole cache in its WebAssembly heap at start, so
 * the demo data (about 25 MB) keeps 8 MB. Every page found outside the cache is a read through the
 * WebAssembly file system: with 8 MB, a broad client search over 100,000 clients (a 77 MB table) read
 * 2,826 pages on every request and took 40 ms; with 128 MB it reads them from the cache.
 */
export function pgliteSharedBuffersMb(dataDir: string | undefined): number {
  const bytes = dataDir ? filesSize(path.join(dataDir, 'base')) : 0;
  return Math.min(128, Math.max(8, Math.ceil(bytes / 4 / 2 ** 20)));
}

/** The total size of the files under `dir` (0 if it does not exist yet). */
function filesSize(dir: string): number {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/** The embedded database serves one process: PostgreSQL's 100 connections would only cost memory. */
export function pgliteSettings(dataDir: string | undefined): string[] {
  return [`shared_buffers = ${pgliteSharedBuffersMb(dataDir)}MB`, 'max_connections = 5'];
}

/** The extensions the migrations create (pg_trgm: the client searches), loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    migrate: async () => {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: () => client.close(),
  };
}

export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}
