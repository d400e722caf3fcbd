import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '../../domain/messages.ts';
import { PUBLIC } from '../auth/access.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { queryScopes, ScopedPool, type QueryScope } from './query-scope.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

/** The rows of a raw statement (Drizzle types them only per driver). */
async function rowsOf(statement: Promise<unknown>): Promise<Record<string, unknown>[]> {
  return ((await statement) as { rows: Record<string, unknown>[] }).rows;
}

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const { db } = t.services.database;
  app.get('/api/test/statement-timeout', { config: { access: PUBLIC } }, async () => {
    return (
      await rowsOf(db.execute(sql`select setting from pg_settings where name = 'statement_timeout'`))
    )[0];
  });
  app.get('/api/test/export-timeout', { config: { access: PUBLIC, longQueries: true } }, async () => {
    return (await rowsOf(db.execute(sql`show statement_timeout`)))[0];
  });
  const workers = async () =>
    (await rowsOf(db.execute(sql`show max_parallel_workers_per_gather`)))[0]!.max_parallel_workers_per_gather;
  app.get('/api/test/workers', { config: { access: PUBLIC } }, async () => ({ workers: await workers() }));
  app.get('/api/test/export-workers', { config: { access: PUBLIC, longQueries: true } }, async () => ({
    workers: await workers(),
  }));
  app.get('/api/test/too-slow', { config: { access: PUBLIC } }, async () => {
    // The interactive limit, shortened for this request so the test need not wait for it.
    queryScopes.getStore()!.statementTimeoutMs = 20;
    await db.execute(sql`select pg_sleep(5)`);
    return { finished: true };
  });
  app.get('/api/test/cancelled', { config: { access: PUBLIC } }, async () => {
    throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
  });
  await app.ready();
});
afterAll(() => t.close());

describe('a statement PostgreSQL cancelled', () => {
  it('is answered 422 with a Hungarian request to narrow the search, not a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/cancelled' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'query_timeout',
      message: ERROR_MESSAGES.query_timeout,
    });
  });
});

describe.runIf(onPostgres)('a request on PostgreSQL', () => {
  it('runs its statements under the interactive statement timeout', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/statement-timeout' });
    expect(response.json()).toEqual({ setting: String(t.config.statementTimeoutMs) });
    expect(response.headers['server-timing']).toMatch(/^db;dur=\d+\.\d$/);
  });

  it('runs a bulk route without a limit', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/export-timeout' });
    expect(response.json()).toEqual({ statement_timeout: '0' });
  });

  it('plans a request’s statements without parallel workers, a bulk route’s with the server’s', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test/workers' })).json()).toEqual({ workers: '0' });
    const server = await rowsOf(t.services.database.db.execute(sql`show max_parallel_workers_per_gather`));
    expect((await app.inject({ method: 'GET', url: '/api/test/export-workers' })).json()).toEqual({
      workers: server[0]!.max_parallel_workers_per_gather,
    });
    expect(server[0]!.max_parallel_workers_per_gather).not.toBe('0');
  });

  it('stops a statement over the limit and answers 422 in Hungarian', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/too-slow' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(ERROR_MESSAGES.query_timeout);
  });

  it('leaves background work (no request) without a limit', async () => {
    const rows = await rowsOf(t.services.database.db.execute(sql`show statement_timeout`));
    expect(rows[0]).toEqual({ statement_timeout: '0' });
  });
});

describe.runIf(onPostgres)('a pooled PostgreSQL connection', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    const rows = await rowsOf(t.services.database.db.execute(sql`select current_database() as db`));
    const url = String(rows[0]!.db);
    const base = new URL(process.env.TEST_DATABASE_URL!);
    base.pathname = `/${url}`;
    pool = new ScopedPool({ connectionString: base.toString(), max: 1 });
  });
  afterAll(() => pool.end());

  const scope = (statementTimeoutMs: number, signal = new AbortController().signal): QueryScope => ({
    statementTimeoutMs,
    parallelPlans: false,
    signal,
    databaseMs: 0,
  });
  const timeout = async () => (await pool.query('show statement_timeout')).rows[0].statement_timeout;

  it('sets the timeout its scope asks for, and none outside a scope, on the same connection', async () => {
    expect(await queryScopes.run(scope(1500), timeout)).toBe('1500ms');
    expect(await timeout()).toBe('0');
    expect(await queryScopes.run(scope(1500), timeout)).toBe('1500ms');
  });

  it('sets it again after a transaction that set it was rolled back', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      expect(
        await queryScopes.run(
          scope(700),
          async () => (await client.query('show statement_timeout')).rows[0].statement_timeout,
        ),
      ).toBe('700ms');
      await client.query('rollback');
      expect((await client.query('show statement_timeout')).rows[0].statement_timeout).toBe('0');
      expect(
        await queryScopes.run(
          scope(700),
          async () => (await client.query('show statement_timeout')).rows[0].statement_timeout,
        ),
      ).toBe('700ms');
    } finally {
      client.release();
    }
  });

  it('ends a transaction whose statement failed, so the connection goes back to the pool clean', async () => {
    expect(await timeout()).toBe('0');
    const client = await pool.connect();
    try {
      await queryScopes.run(scope(1500), async () => {
        await client.query('begin');
        await expect(client.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
        await client.query('rollback');
      });
    } finally {
      client.release();
    }
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(await queryScopes.run(scope(1500), timeout)).toBe('1500ms');
  });

  it('runs a statement that waited for a connection in its own scope, not in the releasing one', async () => {
    const held = await pool.connect();
    const waiting = queryScopes.run(scope(777), timeout);
    const ended = new AbortController();
    ended.abort();
    queryScopes.run(scope(0, ended.signal), () => held.release());
    expect(await waiting).toBe('777ms');
  });

  it('cancels the running statement when the person goes away, and adds up the time waited', async () => {
    const gone = new AbortController();
    const waiting = scope(0, gone.signal);
    const sleeping = queryScopes.run(waiting, () => pool.query("select pg_sleep(60), 'cancel me'"));
    const watcher = new pg.Client({
      connectionString: (pool as unknown as { options: pg.PoolConfig }).options.connectionString,
    });
    await watcher.connect();
    try {
      // Waits until PostgreSQL runs the statement, then the person leaves.
      for (;;) {
        const { rows } = await watcher.query(
          "select 1 from pg_stat_activity where state = 'active' and query like '%''cancel me''%' and pid <> pg_backend_pid()",
        );
        if (rows.length > 0) break;
      }
    } finally {
      await watcher.end();
    }
    gone.abort();
    await expect(sleeping).rejects.toMatchObject({ code: '57014' });
    expect(waiting.databaseMs).toBeGreaterThan(0);
    // The connection serves the next statement.
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('does not send a statement once the person has gone', async () => {
    const gone = new AbortController();
    gone.abort();
    await expect(queryScopes.run(scope(0, gone.signal), () => pool.query('select 1'))).rejects.toMatchObject({
      code: '57014',
    });
  });
});
