// A typed client generated from the OpenAPI document, the way a bank's developer would make one
// (docs/testing.md, 'A typed client from the OpenAPI document'): `openapi-typescript` writes the types of the
// client's part of the document into api-types.ts, and `openapi-fetch` calls the real app through them,
// in process with `app.inject`.
import type { FastifyInstance, InjectOptions } from 'fastify';
import createClient, { type Client } from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';
import type { paths } from './api-types.ts';
import type { OpenApiDocument } from './openapi.ts';

/** The file the types are written to; api-client.test.ts fails while it differs from a new generation. */
export const API_TYPES_FILE = new URL('./api-types.ts', import.meta.url).pathname;

/**
 * The paths a generated client covers: the machine API and the health answers. The screens' routes are not
 * a contract with anyone outside the portal, and leaving them out keeps the types small to check.
 */
export const CLIENT_PATHS: readonly RegExp[] = [/^\/api\/v1\//, /^\/api\/health(?:\/|$)/];

const HEADER = `// Generated from the OpenAPI document by src/server/test/api-client.ts (openapi-typescript); do not edit.
// Regenerate: npx vitest run --project server-pglite src/server/test/api-client.test.ts -u
`;

/** The types of the client's paths, formatted as the repository formats TypeScript. */
export async function generateApiTypes(document: OpenApiDocument): Promise<string> {
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => CLIENT_PATHS.some((pattern) => pattern.test(path))),
  );
  const ast = await openapiTS({ ...document, paths } as unknown as OpenAPI3, { silent: true });
  const source = HEADER + astToString(ast);
  const options = await prettier.resolveConfig(API_TYPES_FILE);
  return prettier.format(source, { ...options, filepath: API_TYPES_FILE });
}

/**
 * A fetch that answers from the app in process: the request goes through `app.inject`, so every hook, schema
 * and the error handler run as over the network, without a port.
 */
export function injectFetch(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as NonNullable<InjectOptions['method']>,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
        headers.append(name, String(one));
    }
    const empty = [204, 205, 304].includes(answer.statusCode) || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/**
 * The generated client on the app: `apiClient(t.app).GET('/api/health')`. `headers` go with every call (a
 * key as `{ authorization: 'Bearer …' }`).
 */
export function apiClient(app: FastifyInstance, headers: Record<string, string> = {}): Client<paths> {
  return createClient<paths>({ baseUrl: 'http://localhost:3000', fetch: injectFetch(app), headers });
}
