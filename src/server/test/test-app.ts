// Builds the real app on a fresh, migrated database of its own for one test file
// (docs/style.md, 'The app is a function').
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, PGLITE_EXTENSIONS, wrapPglite, type Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import { createServices, type AppServices } from '../services.ts';
import type { DevClock } from '../platform/dev-clock.ts';
import { withDatabaseName } from './postgres.ts';
import type { AuthenticatorClock } from './authenticator.ts';

export class TestClock {
  #now: Date;
  constructor(start: Date | string = new Date()) {
    this.#now = new Date(start);
  }
  readonly now = () => new Date(this.#now);
  advance(ms: number): void {
    this.#now = new Date(this.#now.getTime() + ms);
  }
  set(date: Date | string): void {
    this.#now = new Date(date);
  }
}

const clocksOfApps = new WeakMap<FastifyInstance, AuthenticatorClock>();

/**
 * The clock an app of `createTestApp` runs on, for helpers that only hold the app (the test authenticator
 * moves it to the next 30-second step instead of waiting); the app's own clock for any other app.
 */
export function appClock(app: FastifyInstance): AuthenticatorClock {
  return clocksOfApps.get(app) ?? { now: app.services.clock };
}

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL database's address, for a process of its own (the CLI); null on PGlite. */
  url: string | null;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const name = `etp_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name), poolSize: 5 });
    return {
      database,
      url: withDatabaseName(url, name),
      async dispose() {
        await database.close().catch(() => {});
        // pg-pool's end() resolves once it has told its clients to end, not once their connections have
        // closed: a forced drop could terminate one still closing (a client released during the close), whose
        // error no listener awaits any more, and the file failed with an uncaught 57P01 after its last test.
        // The drop waits for them to go, a bounded number of looks.
        for (let look = 0; look < 500; look++) {
          const { rows } = await admin.query<{ open: number }>(
            'select count(*)::int as open from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]!.open === 0) break;
        }
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const client = idlePglites.pop() ?? (await newPglite());
  return { database: wrapPglite(client), url: null, dispose: () => giveBack(client) };
}

/**
 * Embedded databases that a test file gave back, emptied to the template's rows, for the worker's next file:
 * opening one from the template costs about 0.6 s (PostgreSQL starting in WebAssembly), emptying one 0.1 s.
 */
const idlePglites: PGlite[] = [];
let pgliteTemplate:
  { dump: Blob; tables: string[]; rows: Map<string, unknown[]>; schema: string } | undefined;

/** What a test could leave behind besides rows: tables, columns, triggers and functions of its own. */
const SCHEMA_FINGERPRINT = `select md5(string_agg(item, ',' order by item)) as hash from (
  select c.relname::text || ':' || c.relkind::text || ':' || coalesce(a.attname::text, '') as item from pg_class c
    join pg_namespace n on n.oid = c.relnamespace left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0
    where n.nspname = 'public'
  union all select tgname::text from pg_trigger where not tgisinternal
  union all select p.proname::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
) items`;

async function newPglite(): Promise<PGlite> {
  if (!pgliteTemplate) {
    const dump = new Blob([await readFile(inject('pgliteTemplate'))]);
    const client = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
    const tables = (
      await client.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public'`,
      )
    ).rows.map((row) => row.name);
    // The rows the migrations wrote (the report summaries' starting rows), to put back after each file.
    const rows = new Map<string, unknown[]>();
    for (const table of tables) {
      const { rows: held } = await client.query<{ rows: unknown[] | null }>(
        `select json_agg(t) as rows from "${table}" t`,
      );
      if (held[0]?.rows) rows.set(table, held[0].rows);
    }
    const schema = (await client.query<{ hash: string }>(SCHEMA_FINGERPRINT)).rows[0]!.hash;
    pgliteTemplate = { dump, tables, rows, schema };
    return client;
  }
  return PGlite.create({ loadDataDir: pgliteTemplate.dump, extensions: PGLITE_EXTENSIONS });
}

/** Empties the database back to the template's rows for the next file, or closes it if that cannot be sure. */
async function giveBack(client: PGlite): Promise<void> {
  const template = pgliteTemplate!;
  try {
    const schema = (await client.query<{ hash: string }>(SCHEMA_FINGERPRINT)).rows[0]?.hash;
    if (schema !== template.schema) throw new Error('the schema changed');
    await client.transaction(async (tx) => {
      await tx.exec(
        `truncate ${template.tables.map((name) => `"${name}"`).join(', ')} restart identity cascade`,
      );
      for (const [table, rows] of template.rows)
        await tx.query(`insert into "${table}" select * from json_populate_recordset(null::"${table}", $1)`, [
          JSON.stringify(rows),
        ]);
    });
    // Whatever a session set (a setting, a prepared statement, a listener) goes with it.
    await client.exec('discard all');
    idlePglites.push(client);
  } catch {
    await client.close().catch(() => {});
  }
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's log lines, parsed, when created with `captureLogs` (oldest first). */
  logs: Record<string, unknown>[];
  services: AppServices;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: TestClock;
  services?: Partial<AppServices>;
  captureLogs?: boolean;
  /** Builds the app with /dev/clock on this clock (the test clock is then unused). */
  devClock?: DevClock;
  /** Serves this folder as the built web app instead of dist/web. */
  webDist?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'etp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    // Every core runs tests at once: a statement may wait longer than it would on a server in use.
    STATEMENT_TIMEOUT_MS: '60000',
    ...(options.captureLogs ? { LOG_LEVEL: 'info' } : {}),
    ...options.env,
  });
  const clock = options.clock ?? new TestClock();
  const { database, dispose } = await openTestDatabase();
  const services = {
    ...(await createServices(config, { database, clock: options.devClock?.now ?? clock.now })),
    ...options.services,
  };
  const logs: Record<string, unknown>[] = [];
  const logStream = {
    write(line: string) {
      logs.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
  const app = await buildApp(services, {
    ...(options.captureLogs ? { logStream } : {}),
    ...(options.devClock ? { devClock: options.devClock } : {}),
    ...(options.webDist ? { webDist: options.webDist } : {}),
  });
  const { devClock } = options;
  clocksOfApps.set(
    app,
    devClock
      ? { now: devClock.now, advance: (ms) => void (devClock.offsetMs += ms) }
      : { now: clock.now, advance: (ms) => clock.advance(ms) },
  );
  return {
    app,
    logs,
    services,
    clock,
    config,
    async close() {
      await app.close();
      await services.rateLimiter.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What each test of a file starts from, besides the data earlier tests left. */
export interface EachTestReset {
  /**
   * Where the clock stands: `realTime` where the server's sessions must not expire (Better Auth stamps them
   * with the real clock), or the day a file's tests are written for.
   */
  clock?: () => Date;
  /** No rate-limit counts from earlier tests, so their sign-ins and e-mails do not refuse the next test's. */
  clearRateLimits?: boolean;
}

export const realTime = () => new Date();

/**
 * The app of one test file: built before its first test and closed after its last, with `reset` applied
 * before each test. Its fields are read when a test or hook runs, so a file names it once at the top
 * (`const t = testAppForFile(); const who = people(t);`) instead of assigning it in its own `beforeAll`; the
 * file's own `beforeAll` hooks run after this one, with the app built.
 */
export function testAppForFile(reset: EachTestReset = {}, options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  const built = (): TestApp => {
    if (!current) throw new Error('The test app is built in beforeAll: read it in a test or a hook.');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  beforeEach(async () => {
    if (reset.clock) built().clock.set(reset.clock());
    if (reset.clearRateLimits) await built().services.database.db.delete(rateLimitHits);
  });
  return {
    get app() {
      return built().app;
    },
    get logs() {
      return built().logs;
    },
    get services() {
      return built().services;
    },
    get clock() {
      return built().clock;
    },
    get config() {
      return built().config;
    },
    close: () => built().close(),
  };
}

/** Silent logger for platform services tested without an app. */
export { default as silentLogger } from './silent-logger.ts';
