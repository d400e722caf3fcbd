// The health answers (README, 'Production'): /api/health is the cheap liveness answer, /api/health/ready
// tells a load balancer whether this instance can serve people, and neither says so while the instance
// starts or shuts down, when the API answers in Hungarian that it is starting or restarting.
import { writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../domain/messages.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createLocalFileStore, type FileStore } from '../../platform/file-store.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (app: TestApp['app'], url: string) => app.inject({ method: 'GET', url });

describe('readiness', () => {
  it('reports the database, the file store and the oldest e-mail waiting for delivery', async () => {
    const now = t.clock.now();
    await t.services.database.db.insert(mailOutbox).values(
      [95, 20].map((minutes) => ({
        to: 'anna@example.hu',
        template: 'test',
        subject: 'Teszt',
        html: '<p>Teszt</p>',
        text: 'Teszt',
        createdAt: new Date(now.getTime() - minutes * 60_000),
      })),
    );
    await t.services.database.db.insert(mailOutbox).values({
      to: 'bela@example.hu',
      template: 'test',
      subject: 'Elküldve',
      html: '<p>Teszt</p>',
      text: 'Teszt',
      status: 'sent',
      createdAt: new Date(now.getTime() - 500 * 60_000),
    });

    const response = await get(t.app, '/api/health/ready');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { status: 'ok', ms: expect.any(Number) },
      fileStore: { status: 'ok', ms: expect.any(Number), kind: 'local' },
      mailOutbox: {
        status: 'ok',
        ms: expect.any(Number),
        waiting: 2,
        oldestWaitingSince: new Date(now.getTime() - 95 * 60_000).toISOString(),
        oldestWaitingMinutes: 95,
      },
    });
    // Without REDIS_URL there is no Redis to report.
    expect(response.json()).not.toHaveProperty('redis');
    expect((await get(t.app, '/api/health')).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is listed in the API document', async () => {
    const paths = (await get(t.app, '/api/docs/json')).json().paths as Record<string, unknown>;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/health', '/api/health/ready']));
  });

  it('answers 503 when the file store cannot be used, and the liveness answer stays 200', async () => {
    // The files folder's place is taken by a file: nothing can be stored.
    const blocked = path.join(os.tmpdir(), `etp-not-a-folder-${process.pid}-${Date.now()}`);
    await writeFile(blocked, 'nem mappa');
    const broken = await createTestApp({ services: { fileStore: createLocalFileStore(blocked) } });
    try {
      const response = await get(broken.app, '/api/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        database: { status: 'ok' },
        fileStore: { status: 'unavailable', kind: 'local' },
      });
      expect((await get(broken.app, '/api/health')).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('gives up on a dependency that does not answer, and callers meanwhile share one check', async () => {
    let checks = 0;
    const hanging: FileStore = {
      ...createLocalFileStore(path.join(os.tmpdir(), 'etp-unused')),
      check: () => {
        checks += 1;
        return new Promise(() => {}); // a bucket that never answers
      },
    };
    const stuck = await createTestApp({ services: { fileStore: hanging } });
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => get(stuck.app, '/api/health/ready')));
      expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503, 503, 503]);
      expect(answers[0]!.json()).toMatchObject({
        status: 'unavailable',
        fileStore: { status: 'unavailable', ms: expect.any(Number) },
      });
      expect(answers[0]!.json().fileStore.ms).toBeGreaterThanOrEqual(1_000);
      expect(checks).toBe(1);
    } finally {
      await stuck.close();
    }
  });
});

describe('an instance that is starting', () => {
  it('answers neither health route as ready, and the API asks to try again, until it serves', async () => {
    const { buildApp } = await import('../../app.ts');
    const app = await buildApp(t.services, { starting: true });
    try {
      expect((await get(app, '/api/health')).statusCode).toBe(503);
      expect((await get(app, '/api/health')).json()).toEqual({ status: 'starting', database: 'ok' });
      const ready = await get(app, '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('starting');

      const signIn = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: 'anna@example.hu', password: 'Titkos-Jelszo1' },
      });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.headers['retry-after']).toBe('5');
      expect(signIn.json()).toEqual({
        error: {
          code: 'starting',
          message: ERROR_MESSAGES.starting,
          requestId: signIn.headers['x-request-id'],
        },
      });

      app.lifecycle.phase = 'serving';
      expect((await get(app, '/api/health/ready')).statusCode).toBe(200);
      expect((await get(app, '/api/public-config')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('an instance that is shutting down', () => {
  it('answers a request on a kept-alive connection in Hungarian and in the portal’s error shape', async () => {
    const { buildApp } = await import('../../app.ts');
    const app = await buildApp(t.services);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));

    // A sign-in whose body has not all arrived keeps its connection busy while the server begins to close.
    const body = JSON.stringify({ email: 'senki@example.hu', password: 'Rossz-Jelszo1' });
    const arrived = new Promise((resolve) => app.server.once('request', resolve));
    socket.write(
      `POST /api/account/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await arrived;
    const closed = app.close();
    await vi.waitFor(() => expect(app.lifecycle.phase).toBe('closing'));
    // The rest of the sign-in, and a second request behind it on the same connection.
    socket.write(`${body.slice(10)}GET /api/public-config HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await socketClosed;
    await closed;

    const responses = received.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 400 /); // the running request finishes as usual
    expect(responses[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(responses[1]).toMatch(/\r\nconnection: close\r\n/i);
    const answer = JSON.parse(responses[1]!.slice(responses[1]!.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(answer).toEqual({
      error: {
        code: 'shutting_down',
        message: ERROR_MESSAGES.shutting_down,
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
  });
});
