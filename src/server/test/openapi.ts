// The OpenAPI document as a client generator reads it, and Redocly's lint of it (docs/testing.md).
import { BaseResolver, createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';

export interface OpenApiOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
}

/** The document the app serves at /api/docs/json. */
export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json: ${response.statusCode} ${response.body}`);
  return response.json<OpenApiDocument>();
}

/** Every operation of the document, with its method and path. */
export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** Nothing is fetched: the document refers only to itself, and a reference elsewhere is a failure. */
const offline = new BaseResolver({
  http: {
    headers: [],
    customFetch: (url: string) => Promise.reject(new Error(`The OpenAPI lint may not fetch ${url}`)),
  },
});

/**
 * Redocly's lint with its recommended rules, as `npx @redocly/cli lint` runs it, in process and offline
 * (no configuration file is read, nothing is sent anywhere).
 */
export async function lintOpenApi(document: OpenApiDocument): Promise<NormalizedProblem[]> {
  return lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config: await createConfig({ extends: ['recommended'] }),
    externalRefResolver: offline,
  });
}

/** A problem in one line: severity, rule, where and what. */
export const describeProblem = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`;
