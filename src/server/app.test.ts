import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, MESSAGES } from '../domain/messages.ts';
import { emailSchema } from '../domain/validation.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { userLogs } from './db/schema.ts';
import { PUBLIC } from './auth/access.ts';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
  app = t.app;
  // A route like the features will have: zod body, one write, to show how bad input is refused.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/echo',
    {
      config: { access: PUBLIC },
      schema: { body: z.strictObject({ email: emailSchema, count: z.number().int() }) },
    },
    async (request) => {
      await t.services.database.db
        .insert(userLogs)
        .values({ actionType: 'admin_action', action: 'echo', userId: null });
      return { email: request.body.email };
    },
  );
  app.get('/api/test/boom', { config: { access: PUBLIC } }, async () => {
    throw new Error('secret internal detail');
  });
  await app.ready();
});
afterAll(() => t.close());

const logCount = async () => (await t.services.database.db.select().from(userLogs)).length;

/** A POST to the echo route above; a string payload is sent as it is, with the content type in `headers`. */
const postEcho = (payload: string | object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/test/echo', headers, payload });

/** The log lines the server wrote while answering this response (matched by its request id). */
const logsOf = (response: { headers: Record<string, unknown> }) =>
  t.logs.filter((line) => line.reqId === response.headers['x-request-id']);
const logged = (response: { headers: Record<string, unknown> }, msg: string, level = 30) =>
  expect(logsOf(response)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ msg, level }),
      expect.objectContaining({
        msg: 'request',
        statusCode: (response as { statusCode?: number }).statusCode,
      }),
    ]),
  );

describe('health', () => {
  it('answers 200 when the database is reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('bad input', () => {
  it('refuses malformed JSON with a Hungarian 400 and writes nothing', async () => {
    const response = await postEcho('{"email": ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid_json',
      message: ERROR_MESSAGES.invalid_json,
    });
    logged(response, 'invalid JSON body');
    expect(await logCount()).toBe(0);
  });

  it('refuses wrong types and invalid values with the field messages', async () => {
    const response = await postEcho({ email: 'nem-email', count: 'sok' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_error');
    expect(error.message).toBe(MESSAGES.email.invalid);
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: MESSAGES.email.invalid },
        { path: 'body.count', message: 'Érvénytelen érték: szám helyett szöveg érkezett' },
      ]),
    );
    logged(response, 'invalid input');
    expect(await logCount()).toBe(0);
  });

  it('refuses unknown fields', async () => {
    const response = await postEcho({ email: 'a@example.hu', count: 1, role: 'portal_admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'A kérés olyan adatot tartalmaz, amelyet ez a művelet nem fogad el',
    );
    const two = await postEcho({ email: 'a@example.hu', count: 1, role: 'portal_admin', admin: true });
    expect(two.json().error.message).toBe(
      'A kérés olyan adatot tartalmaz, amelyet ez a művelet nem fogad el',
    );
    logged(response, 'invalid input');
    expect(await logCount()).toBe(0);
  });

  it('refuses an oversize body with 413', async () => {
    const response = await postEcho({ email: 'a@example.hu', count: 1, padding: 'x'.repeat(300 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'payload_too_large',
      message: ERROR_MESSAGES.payload_too_large,
    });
    logged(response, 'body too large');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await postEcho('hello', { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
    logged(response, 'unsupported media type');
  });

  it('accepts a valid body', async () => {
    const response = await postEcho({ email: ' A@Example.hu ', count: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'a@example.hu' });
    expect(await logCount()).toBe(1);
  });

  it('answers an unexpected error with a generic Hungarian message, never the stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toEqual({
      code: 'internal_error',
      message: ERROR_MESSAGES.internal_error,
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('secret internal detail');
    // The detail goes to the operators' log, with the request id the person can quote.
    logged(response, 'unexpected error', 50);
    const line = logsOf(response).find((l) => l.msg === 'unexpected error');
    expect(JSON.stringify(line)).toContain('secret internal detail');
  });
});

describe('routing', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nincs-ilyen' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'route_not_found',
      message: ERROR_MESSAGES.route_not_found,
    });
  });

  it('answers page routes with the web app (or says it is not built)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/property/123',
      headers: { accept: 'text/html' },
    });
    expect([200, 503]).toContain(response.statusCode);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('lang="hu"');
  });

  it('answers a missing file with 404, never with the app page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/regi-1234.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the dev mailbox to the developer’s own machine', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
    const fromNetwork = await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '192.0.2.10' });
    expect(fromNetwork.statusCode).toBe(404);
  });

  it('looks up a postcode and refuses a malformed one in Hungarian', async () => {
    const found = await app.inject({ method: 'GET', url: '/api/postcodes/7838' });
    expect(found.json()).toMatchObject({ postcode: '7838', county: 'Baranya' });
    expect(found.json().settlements).toHaveLength(8);
    const unknown = await app.inject({ method: 'GET', url: '/api/postcodes/0000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Ismeretlen irányítószám');
    const malformed = await app.inject({ method: 'GET', url: '/api/postcodes/10a1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(MESSAGES.postcode.invalid);
  });

  it('serves the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/postcodes/{postcode}']),
    );
  });

  it('serves the public configuration with its defaults', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public-config' });
    expect(response.json()).toMatchObject({
      productTitle: 'Energetikai Tanúsítvány Portál',
      devtoolsGuard: true,
    });
  });
});

describe('cross-site requests', () => {
  const echo = (headers: Record<string, string>) => postEcho({ email: 'a@example.hu', count: 1 }, headers);

  it('refuses a state-changing request from another origin, and writes nothing', async () => {
    const before = await logCount();
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const response = await echo(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'forbidden_origin',
        message: ERROR_MESSAGES.forbidden_origin,
      });
    }
    expect(await logCount()).toBe(before);
  });

  it('lets the portal’s own pages and clients without a browser through', async () => {
    expect(
      (await echo({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    expect((await echo({})).statusCode).toBe(200);
    const read = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a strict CSP without inline scripts, and a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
