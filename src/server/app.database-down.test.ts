import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '../domain/messages.ts';
import { profiles } from './db/schema.ts';
import { PUBLIC } from './auth/access.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
  app = t.app;
  app.get('/api/test/profiles', { config: { access: PUBLIC } }, async () =>
    t.services.database.db.select().from(profiles),
  );
  await app.ready();
  // The connection breaks under the running app.
  await t.services.database.close();
});
afterAll(() => t.close());

describe('a broken database connection', () => {
  it('makes the health check answer 503', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'unavailable' });
  });

  it('makes the readiness answer 503, naming the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      database: { status: 'unavailable' },
      fileStore: { status: 'ok' },
      mailOutbox: { status: 'unavailable' },
    });
  });

  it('answers API calls with a Hungarian 503, not a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/profiles' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'database_unavailable',
      message: ERROR_MESSAGES.database_unavailable,
    });
    const lines = t.logs.filter((line) => line.reqId === response.headers['x-request-id']);
    expect(lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ msg: 'database unavailable', level: 50 })]),
    );
  });
});

describe('a database server that cannot be reached', () => {
  it('answers 503 in Hungarian with the connection refused', async () => {
    const { openDatabase } = await import('./db/client.ts');
    const { buildApp } = await import('./app.ts');
    const unreachable = await openDatabase({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:1/nincs',
    });
    const lines: { msg?: string; level?: number }[] = [];
    const broken = await buildApp(
      { ...t.services, database: unreachable },
      { logStream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    );
    broken.get('/api/test/profiles', { config: { access: PUBLIC } }, async () =>
      unreachable.db.select().from(profiles),
    );
    const health = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const response = await broken.inject({ method: 'GET', url: '/api/test/profiles' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(ERROR_MESSAGES.database_unavailable);
    expect(lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ msg: 'database unavailable', level: 50 })]),
    );
    await broken.close();
    await unreachable.close();
  });
});
