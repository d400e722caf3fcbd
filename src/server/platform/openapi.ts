// The OpenAPI document at /api/docs/json, made fit to generate clients from (docs/architecture.md, 'The
// OpenAPI document'). The routes state only their zod schemas and their access; everything a client
// generator needs beyond that is derived here, once for every route: the security each operation needs (from
// its declared access), a stable operationId (from its method and path), the refusals it may answer (from its
// access, its parameters and what it declares in `config.refusals`), the shared error shape and the server.
import type { SwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_TITLE } from '../../domain/constants.ts';
import type { Access } from '../auth/access.ts';
import { errorBodySchema } from './errors.ts';

/** The error statuses a route may declare beyond those derived from its access and schemas. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the route refuses with beyond the derived refusals (docs/architecture.md, 'The OpenAPI document'):
     * 409 where a record's state can forbid the change, 429 where a rate limit counts, 409 and 422 where a
     * POST is idempotent, 413 and 415 where a file is uploaded (a JSON body derives them). Documentation only.
     */
    refusals?: readonly RefusalStatus[];
  }
}

type SecurityRequirement = Record<string, string[]>;

/** The security schemes an operation may name: the browser's session cookie, a machine's bearer key. */
export const SECURITY_SCHEMES = {
  session: 'session',
  bearer: 'bearerAuth',
} as const;

/**
 * What each kind of declared access means for a client: the credentials it sends and the refusals that
 * follow from them. A new kind of access (an API key) is one more line here; TypeScript asks for it.
 */
const ACCESS_KINDS: {
  readonly [Kind in Access['kind']]: { security: SecurityRequirement[]; refusals: readonly RefusalStatus[] };
} = {
  public: { security: [], refusals: [] },
  'signed-in': { security: [{ [SECURITY_SCHEMES.session]: [] }], refusals: [401, 403] },
  // A bearer key: 401 without a valid one, 403 without the route's scope, 429 over the key's own limit
  // (docs/rules/api.md). OpenAPI 3.0 lets only OAuth name scopes in a requirement, so the scope is not here.
  'api-key': { security: [{ [SECURITY_SCHEMES.bearer]: [] }], refusals: [401, 403, 429] },
};

/** What a route with this access asks of a client; a route that declares none is signed-in (auth/access.ts). */
export function accessInDocument(access: Access | undefined) {
  return ACCESS_KINDS[access?.kind ?? 'signed-in'];
}

interface RefusalResponse {
  name: string;
  description: string;
  retryAfter?: true;
}

/** The shared answer of each refusal, in components.responses; every one carries the error shape. */
const REFUSALS: Record<RefusalStatus, RefusalResponse> = {
  400: {
    name: 'BadRequest',
    description:
      'Érvénytelen kérés: `validation_error` (minden hibás mező a `fields` listában, magyar üzenettel), ' +
      '`invalid_json`, `idempotency_key_invalid` (hibás `Idempotency-Key` fejléc), vagy a művelet saját kódja.',
  },
  401: {
    name: 'Unauthorized',
    description:
      'Nincs érvényes bejelentkezés (`unauthorized`), vagy a gépi API-nál hiányzik az API-kulcs ' +
      '(`api_key_missing`), illetve érvénytelen, visszavonták vagy lejárt (`api_key_invalid`).',
  },
  403: {
    name: 'Forbidden',
    description:
      'A kérés nem engedélyezett: más szerepkör (`forbidden`), hiányzó hitelesítő alkalmazás ' +
      '(`two_factor_setup_required`), lecserélendő ideiglenes jelszó (`password_change_required`), ' +
      'befejezetlen beléptetés (`onboarding_required`), más webhelyről érkezett módosítás (`forbidden_origin`), ' +
      'vagy az API-kulcsnak nincs meg a művelet hatóköre (`api_scope_missing`).',
  },
  404: {
    name: 'NotFound',
    description: 'Nincs ilyen elem, vagy a kérdező nem láthatja: a kettő ugyanaz a válasz (`not_found`).',
  },
  409: {
    name: 'Conflict',
    description:
      'Az elem mostani állapota nem engedi a műveletet, vagy az ugyanezzel az `Idempotency-Key` értékkel ' +
      'küldött kérés még folyamatban van (`idempotency_in_progress`, a `Retry-After` fejléc szerint érdemes ' +
      'megismételni); a `code` mondja meg, miért.',
    retryAfter: true,
  },
  410: { name: 'Gone', description: 'A link vagy a kód lejárt, vagy már felhasználták.' },
  413: {
    name: 'PayloadTooLarge',
    description: 'A kérés vagy a fájl túl nagy (`payload_too_large`, `file_too_large`).',
  },
  415: {
    name: 'UnsupportedMediaType',
    description:
      'Nem támogatott tartalom- vagy fájltípus (`unsupported_media_type`, `unsupported_file_type`).',
  },
  422: {
    name: 'Unprocessable',
    description:
      'A kérés nem teljesíthető: a keresés túl sokáig tartott (`query_timeout`, szűkebb feltételekkel ' +
      'érdemes újra kérni), vagy az `Idempotency-Key` értéket már egy másik tartalmú kéréshez ' +
      'felhasználták (`idempotency_key_reused`).',
  },
  429: {
    name: 'TooManyRequests',
    description:
      'Túl sok kérés; a `Retry-After` fejléc mondja meg, hány másodperc múlva lehet újra próbálni.',
    retryAfter: true,
  },
};

const EXTENSION = 'x-etp-refusals';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

export interface OpenApiSettings {
  /** The portal's public address: the document's server. */
  publicUrl: string;
  /** The session cookie's name on this deployment (`etp.session_token`, `__Host-` over https). */
  sessionCookie: string;
}

/** The options of @fastify/swagger: the document's frame, and the two transforms that complete it. */
export function openApiOptions(settings: OpenApiSettings): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: `${PRODUCT_TITLE} API`,
        version: '1.0.0',
        description:
          'A portál HTTP API-ja. A hibák alakja mindenhol ugyanaz: `{ "error": { "code", "message", ' +
          '"fields"?, "details"?, "requestId" } }`, magyar üzenettel és állandó `code`-dal.\n\n' +
          'A bank fejlesztőinek a gépi API-hoz (`/api/v1`) és a webhookokhoz lépésenkénti útmutató is ' +
          'készült (kulcs készítése, kuponok feltöltése, megrendelések szinkronizálása, webhook ' +
          'ellenőrzése): [Fejlesztői útmutató](/api/docs/guide).',
      },
      servers: [{ url: new URL(settings.publicUrl).origin }],
      components: {
        securitySchemes: {
          [SECURITY_SCHEMES.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: settings.sessionCookie,
            description: 'A bejelentkezéskor kapott munkamenet-süti (a böngésző küldi).',
          },
          [SECURITY_SCHEMES.bearer]: {
            type: 'http',
            scheme: 'bearer',
            description: 'API-kulcs az `Authorization: Bearer <kulcs>` fejlécben (a gépi API-hoz).',
          },
        },
      },
    },
    transform: transformRoute,
    // The document is built once and kept; the transform above runs for each route before this one.
    transformObject: (built) => {
      if (!('openapiObject' in built)) throw new Error('OpenAPI: the document is not OpenAPI 3');
      return completeDocument(built.openapiObject as OpenApiDocument) as typeof built.openapiObject;
    },
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * One route: the zod schemas become JSON schemas (fastify-type-provider-zod), and the route's access gives
 * the operation its security and the refusals that come with it, kept in an extension until the whole
 * document is known.
 */
function transformRoute(input: TransformInput) {
  const transformed = jsonSchemaTransform(input) as { schema?: Record<string, unknown>; url: string };
  const { schema = {}, url } = transformed;
  if (schema.hide) return { schema, url };
  const { access, refusals = [] } = input.route.config ?? {};
  const kind = accessInDocument(access);
  return {
    schema: { ...schema, security: kind.security, [EXTENSION]: [...kind.refusals, ...refusals] },
    url,
  };
}

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  [EXTENSION]?: RefusalStatus[];
  [key: string]: unknown;
}

interface OpenApiDocument {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  [key: string]: unknown;
}

/** The refusals an operation may answer: derived from its method, parameters and access, and declared. */
function refusalsOf(method: string, path: string, operation: Operation): RefusalStatus[] {
  const statuses = new Set<RefusalStatus>(operation[EXTENSION] ?? []);
  const parameters = operation.parameters ?? [];
  // A request the schemas refuse, or a body that is not JSON.
  if (parameters.length > 0 || operation.requestBody || UNSAFE_METHODS.has(method)) statuses.add(400);
  // A body over the route's limit, or of a type the route does not read (the app speaks JSON).
  if (operation.requestBody) {
    statuses.add(413);
    statuses.add(415);
  }
  // A change from another site is refused before its access is read (docs/rules/access.md).
  if (UNSAFE_METHODS.has(method)) statuses.add(403);
  // A path with an id names something that may not exist, or that the asker may not see.
  if (path.includes('{')) statuses.add(404);
  // A search or list whose filters run longer than the statement timeout (decision 0023).
  if (parameters.some((parameter) => parameter.in === 'query')) statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * `GET /api/support/tickets/{id}` is `getSupportTicketsById`: the method and the path without `/api`, so the
 * name stays the same across runs and builds, and a client generator's method names read like the path.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? ['by', ...parameter.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/** The whole document: operation ids, refusals by reference, the error shape, object schemas made whole. */
export function completeDocument(document: OpenApiDocument): OpenApiDocument {
  const used = new Set<RefusalStatus>();
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    const item: (typeof paths)[string] = { ...pathItem };
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const statuses = refusalsOf(method, path, operation);
      const { [EXTENSION]: _stash, ...rest } = operation;
      const responses: Record<string, unknown> = { ...rest.responses };
      // A 204 has no body: the route's `z.null()` only tells the serializer so, and is no content to document.
      if (responses['204']) responses['204'] = { description: 'Sikerült; a válasznak nincs tartalma.' };
      for (const status of statuses) {
        used.add(status);
        responses[status] ??= { $ref: `#/components/responses/${REFUSALS[status].name}` };
      }
      item[method] = { ...rest, operationId: rest.operationId ?? operationIdOf(method, path), responses };
    }
    paths[path] = item;
  }
  const responses: Record<string, unknown> = {};
  for (const status of [...used].sort((a, b) => a - b)) {
    const { name, description, retryAfter } = REFUSALS[status];
    responses[name] = {
      description,
      ...(retryAfter
        ? {
            headers: {
              'Retry-After': { description: 'Másodpercek', schema: { type: 'integer', minimum: 0 } },
            },
          }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const completed: OpenApiDocument = {
    ...document,
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, Error: errorJsonSchema() },
      responses: { ...document.components?.responses, ...responses },
    },
  };
  return nullableAlternatives(fillRequiredProperties(completed));
}

/**
 * zod writes a nullable union (`z.union([...]).nullable()`, an optional expiry day) as `anyOf` beside
 * `nullable: true` without a `type`, which OpenAPI 3.0 does not define. The same set of values is each
 * alternative made nullable.
 */
function nullableAlternatives<T>(node: T): T {
  if (Array.isArray(node)) return node.map((child: unknown) => nullableAlternatives(child)) as T;
  if (node === null || typeof node !== 'object') return node;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node)) result[key] = nullableAlternatives(child);
  const { nullable, type, anyOf } = result;
  if (nullable === true && type === undefined && Array.isArray(anyOf)) {
    delete result.nullable;
    result.anyOf = anyOf.map((alternative: unknown) =>
      alternative !== null && typeof alternative === 'object'
        ? { ...alternative, nullable: true }
        : alternative,
    );
  }
  return result as T;
}

function errorJsonSchema(): unknown {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorBodySchema, {
    target: 'openapi-3.0',
    io: 'output',
  }) as Record<string, unknown>;
  return schema;
}

/**
 * zod writes a record with enum keys (`z.record(z.enum([...]), value)`, the import reports' counts) as
 * `propertyNames` with every key `required`. OpenAPI 3.0 has no `propertyNames`, so the type provider drops
 * it, and the keys are left `required` without `properties`: a client generator then knows neither their
 * names nor their type. Each such key is given its `properties` entry, the record's value schema.
 */
function fillRequiredProperties<T>(node: T): T {
  if (Array.isArray(node)) return node.map((child: unknown) => fillRequiredProperties(child)) as T;
  if (node === null || typeof node !== 'object') return node;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node)) result[key] = fillRequiredProperties(child);
  const { required, additionalProperties } = result;
  if (Array.isArray(required)) {
    const properties = { ...(result.properties as Record<string, unknown> | undefined) };
    const missing = required.filter(
      (name): name is string => typeof name === 'string' && !(name in properties),
    );
    if (missing.length > 0) {
      if (typeof additionalProperties !== 'object' || additionalProperties === null)
        throw new Error(`OpenAPI: required ${missing.join(', ')} without properties or a value schema`);
      for (const name of missing) properties[name] = additionalProperties;
      result.properties = properties;
    }
  }
  return result as T;
}
