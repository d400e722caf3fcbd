// The OpenAPI document stays something a client can be generated from (docs/architecture.md, 'The OpenAPI
// document'): Redocly's recommended rules find no error in it, as routes are added.
import { describe, expect, it } from 'vitest';
import type { Access } from '../auth/access.ts';
import {
  describeProblem,
  lintOpenApi,
  openApiDocument,
  operationsOf,
  type OpenApiDocument,
} from '../test/openapi.ts';
import { testAppForFile } from '../test/test-app.ts';
import { operationIdOf } from './openapi.ts';

const t = testAppForFile();

/** What each kind of access asks for, stated again by hand: a new kind of access adds its line here too. */
const SECURITY: { [Kind in Access['kind']]: Record<string, string[]>[] } = {
  public: [],
  'signed-in': [{ session: [] }],
  'api-key': [{ bearerAuth: [] }],
};

/** Fastify's `/a/:id` as the document writes it, `/a/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let document: OpenApiDocument;
  const read = async () => (document ??= await openApiDocument(t.app));

  it("passes Redocly's recommended rules without an error", async () => {
    const problems = await lintOpenApi(await read());
    expect(problems.filter((problem) => problem.severity === 'error').map(describeProblem)).toEqual([]);
  });

  it("asks each operation for the credentials its route's access declares", async () => {
    const doc = await read();
    const routes = t.app.registeredRoutes.filter(
      (route) => doc.paths[documentPath(route.url)]?.[route.method.toLowerCase()],
    );
    expect(routes.length).toBe(operationsOf(doc).length);
    for (const route of routes) {
      const operation = doc.paths[documentPath(route.url)]![route.method.toLowerCase()]!;
      const kind = route.access?.kind ?? 'signed-in';
      expect(operation.security, `${route.method} ${route.url}`).toEqual(SECURITY[kind]);
      // A public route may still declare a 401 of its own (the second sign-in step without its cookie).
      if (kind !== 'public')
        expect(Object.keys(operation.responses), `${route.method} ${route.url}`).toEqual(
          expect.arrayContaining(['401', '403']),
        );
    }
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'etp.session_token' },
      bearerAuth: { type: 'http', scheme: 'bearer' },
    });
  });

  it('names every operation once, from its method and path, the same on every build', async () => {
    const operations = operationsOf(await read());
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { method, path, operation } of operations)
      expect(operation.operationId).toBe(operationIdOf(method, path));
    expect(operationIdOf('get', '/api/support/tickets/{id}')).toBe('getSupportTicketsById');
    expect(operationIdOf('post', '/api/account/two-factor/verify')).toBe('postAccountTwoFactorVerify');
  });

  it('documents the refusals in the portal’s error shape', async () => {
    const doc = await read();
    const responses = (method: string, path: string) => Object.keys(doc.paths[path]![method]!.responses);
    // An id in the path (404), a search (422), a signed-in route (401, 403), a rate limit (429).
    expect(responses('get', '/api/support/tickets/{id}')).toEqual(['200', '400', '401', '403', '404']);
    expect(responses('get', '/api/support/tickets')).toEqual(['200', '400', '401', '403', '422']);
    expect(responses('post', '/api/account/login')).toEqual(['200', '400', '403', '413', '415', '429']);
    expect(responses('get', '/api/health')).toEqual(['200', '503']);
    expect(doc.paths['/api/support/tickets/{id}']!.get!.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
    expect(doc.components.responses!['TooManyRequests']).toMatchObject({ headers: { 'Retry-After': {} } });
    expect(doc.components.schemas!['Error']).toMatchObject({
      properties: {
        error: {
          properties: { code: {}, message: {}, fields: {}, details: {}, requestId: {} },
          required: ['code', 'message', 'requestId'],
        },
      },
    });
    expect(JSON.stringify(doc)).not.toContain('x-etp-refusals');
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000' }]);
  });

  it('names the keys of a record with fixed keys (an import report’s counts)', async () => {
    const doc = await read();
    const ok = doc.paths['/api/coupons/import']!.post!.responses['200'] as {
      content: { 'application/json': { schema: { properties: { counts: Record<string, unknown> } } } };
    };
    const counts = ok.content['application/json'].schema.properties.counts as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(counts.properties)).toEqual(counts.required);
    expect(counts.properties['valid']).toMatchObject({ type: 'integer' });
  });
});
