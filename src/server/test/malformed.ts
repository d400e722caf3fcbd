// Malformed requests generated from every route's own request schemas: wrong types, empty, huge and
// control-character strings, unicode, extra and prototype keys, deep nesting, wrong content types, bad ids,
// broken uploads. `npm test` sends a sample to every route (malformed-input.test.ts), `npm run bench -- fuzz`
// ten thousand and more. Every answer must be below 500, a refusal must be the portal's Hungarian error, and
// a refused request must leave the database as it was.
import type { FastifyInstance, FastifySchema, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { changedTables, snapshotDatabase, writeMark } from './db-snapshot.ts';

export interface FuzzRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

export interface FuzzRequest {
  /** What was malformed, for the failure report. */
  label: string;
  /** Who sends it (their cookie is read when it is sent: an earlier request may have signed them out). */
  principal: string | null;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Who calls a route, and with which records' ids. */
export interface FuzzContext {
  principal: string | null;
  params: Record<string, string>;
  /** The route takes a file upload (multipart), not JSON. */
  upload?: boolean;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Seeded, so a failure can be repeated (FUZZ_SEED). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

// Plausible values by field name, so that the other fields of a request pass and the malformed one is what
// the server meets.
const SAMPLES: Record<string, unknown> = {
  email: 'minta.elek@example.hu',
  password: 'Titkos-Jelszo1',
  confirmPassword: 'Titkos-Jelszo1',
  currentPassword: 'Titkos-Jelszo1',
  newPassword: 'Masik-Jelszo-2026!',
  phone: '+36 30 123 4567',
  postcode: '1061',
  city: 'Budapest',
  street: 'Andrássy út',
  houseNumber: '12',
  firstName: 'Elek',
  lastName: 'Minta',
  name: 'Minta Elek',
  couponCode: 'KH106101',
  area: '85',
  code: '123456',
  token: 'nincs-ilyen-token',
  confirmation: 'TÖRLÉS',
  content: 'Megjegyzés',
  year: new Date().getFullYear() + 1,
  month: 5,
  day: 12,
  hour: 10,
  minute: 30,
  stars: 5,
};

function sampleOf(schema: JsonSchema | undefined, name: string): unknown {
  if (!schema) return SAMPLES[name] ?? 'minta';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleOf(variant, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (name in SAMPLES && (type === undefined || typeof SAMPLES[name] === type || type === 'integer'))
    return SAMPLES[name];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, value]) => [key, sampleOf(value, key)]),
      );
    case 'array':
      return [sampleOf(schema.items, name)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return SAMPLES.email;
      if (schema.format === 'date') return '2026-05-01';
      if (schema.format === 'date-time') return '2026-05-01T10:00:00.000Z';
      return 'minta';
    default:
      return SAMPLES[name] ?? 'minta';
  }
}

/** Strings that have reached PostgreSQL, the file system or a library and broken something elsewhere. */
export const BAD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\r\n',
  '\t',
  'a'.repeat(10_000),
  '\ud800',
  '\udfff\ud800',
  '🏠🔑',
  'e\u0301\u0301\u0301',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  'İı',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '../../../etc/passwd',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '__proto__',
  '{"a":1}',
];

/** Other JSON values in place of a field (raw JSON text). */
export const BAD_JSON_VALUES: readonly string[] = [
  'null',
  'true',
  '0',
  '-1',
  '0.5',
  '4294967296',
  '-4294967296',
  '9007199254740993',
  '1e309',
  '-1e309',
  '1e-400',
  '[]',
  '[1,2,3]',
  '{}',
  '{"__proto__":{"polluted":true}}',
  `${'['.repeat(2_000)}${']'.repeat(2_000)}`,
];

/** Whole bodies, with the content type they claim. */
const BAD_BODIES: readonly [string, string, string][] = [
  ['empty body', 'application/json', ''],
  ['not JSON', 'application/json', '{"a":'],
  ['JSON null', 'application/json', 'null'],
  ['JSON array', 'application/json', '[]'],
  ['JSON string', 'application/json', '"szöveg"'],
  ['JSON number', 'application/json', '42'],
  ['prototype key', 'application/json', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
  ['deep nesting', 'application/json', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
  ['duplicate keys', 'application/json', '{"a":1,"a":2}'],
  ['byte-order mark', 'application/json', '\ufeff{}'],
  ['body over the limit', 'application/json', `{"a":"${'x'.repeat(300_000)}"}`],
  ['text body', 'text/plain', 'hello'],
  ['form body', 'application/x-www-form-urlencoded', 'a=1&b=2'],
  ['XML body', 'application/xml', '<a>1</a>'],
  ['multipart without boundary', 'multipart/form-data', '--x\r\n'],
  ['JSON in another charset', 'application/json; charset=utf-16', '{}'],
  ['unknown content type', 'application/x-unknown', '\u0000\u0001'],
];

/** Every byte percent-encoded (lone surrogates as the replacement character a browser would send). */
const percentEncode = (value: string) => Buffer.from(value).toString('hex').replace(/(..)/g, '%$1');

/** Path segments in place of an id (already encoded as a client would send them). */
const BAD_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%zz',
  '%E0%A4%A',
  'a'.repeat(5_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%8F%A0',
  '%20',
  'null',
  '-1',
  '0',
  "'%3B--",
  '%C0%AE%C0%AE',
  percentEncode('\u202e'),
];

/** Raw query-string parts for one parameter. */
function badQueryParts(name: string): string[] {
  return [
    ...BAD_STRINGS.map((value) => `${name}=${percentEncode(value)}`),
    `${name}=%00`,
    `${name}=%zz`,
    `${name}=a&${name}=b`,
    `${name}[x]=1`,
    `${name}[]=1`,
    `${name}=${'9'.repeat(400)}`,
  ];
}

/** Broken uploads for a route that takes one file. */
function badUploads(): [string, string, Buffer][] {
  const part = (boundary: string, head: string, content: Buffer | string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const file = (name: string) =>
    `Content-Disposition: form-data; name="certificate"; filename="${name}"\r\nContent-Type: application/pdf`;
  const zipLike = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]);
  const pdfStart = Buffer.from('%PDF-1.7\n1 0 obj <<');
  const long = 'b'.repeat(1_000);
  return [
    ['no boundary', 'multipart/form-data', part('x', file('a.pdf'), pdfStart)],
    ['empty boundary', 'multipart/form-data; boundary=', part('', file('a.pdf'), pdfStart)],
    ['over-long boundary', `multipart/form-data; boundary=${long}`, part(long, file('a.pdf'), pdfStart)],
    ['wrong boundary', 'multipart/form-data; boundary=abc', part('xyz', file('a.pdf'), pdfStart)],
    [
      'truncated part',
      'multipart/form-data; boundary=abc',
      Buffer.from(`--abc\r\n${file('a.pdf')}\r\n\r\n%PDF-1.7 and then nothing`),
    ],
    ['no parts', 'multipart/form-data; boundary=abc', Buffer.from('--abc--\r\n')],
    ['empty body', 'multipart/form-data; boundary=abc', Buffer.alloc(0)],
    ['ZIP-like file', 'multipart/form-data; boundary=abc', part('abc', file('a.pdf'), zipLike)],
    ['empty file', 'multipart/form-data; boundary=abc', part('abc', file('a.pdf'), '')],
    [
      'other field',
      'multipart/form-data; boundary=abc',
      part('abc', 'Content-Disposition: form-data; name="x"', 'y'),
    ],
    ['NUL in file name', 'multipart/form-data; boundary=abc', part('abc', file('a\u0000.pdf'), pdfStart)],
    ['path in file name', 'multipart/form-data; boundary=abc', part('abc', file('../../../x.pdf'), pdfStart)],
    [
      'over-long file name',
      'multipart/form-data; boundary=abc',
      part('abc', file(`${'n'.repeat(2_000)}.pdf`), pdfStart),
    ],
    [
      'malformed part header',
      'multipart/form-data; boundary=abc',
      part('abc', 'Content-Disposition: form-data; name=', pdfStart),
    ],
    [
      'two files',
      'multipart/form-data; boundary=abc',
      Buffer.concat([
        Buffer.from(`--abc\r\n${file('a.pdf')}\r\n\r\n%PDF-1.7\r\n`),
        part('abc', file('b.pdf'), pdfStart),
      ]),
    ],
  ];
}

function fillPath(url: string, params: Record<string, string>, override?: [string, string]): string {
  return url
    .replace(/:([a-zA-Z]+)/g, (_match, name: string) =>
      override?.[0] === name ? override[1] : encodeURIComponent(params[name] ?? 'x'),
    )
    .replace('*', override?.[0] === '*' ? override[1] : 'nincs-ilyen.txt');
}

const replaceAt = (base: Record<string, unknown>, key: string, raw: string): string => {
  const rest = JSON.stringify({ ...base, [key]: '\u0000MARK\u0000' });
  return rest.replace('"\\u0000MARK\\u0000"', raw);
};

/**
 * Every malformed request for one route: whole bodies and content types, each body field, query parameter
 * and path parameter replaced by each bad value. `sample` keeps every body-level case and `perField` values
 * of each field, chosen by `random`.
 */
export function malformedRequests(
  route: FuzzRoute,
  context: FuzzContext,
  random: () => number,
  perField = Infinity,
): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const headers: Record<string, string> = {};
  const path = fillPath(route.url, context.params);
  // A sample always carries a NUL: the one character PostgreSQL cannot store, so the one most likely to
  // reach it and break a query.
  const choose = <T>(list: readonly T[], always: T): T[] => {
    if (perField >= list.length) return [...list];
    const chosen = new Set<T>([always]);
    while (chosen.size < perField + 1) chosen.add(pick(random, list));
    return [...chosen];
  };
  const send = (label: string, extra: Partial<FuzzRequest> & { url?: string }) =>
    requests.push({
      label,
      principal: context.principal,
      method: route.method,
      url: path,
      headers: { ...headers },
      ...extra,
    });

  // Path parameters.
  const paramNames = [...route.url.matchAll(/:([a-zA-Z]+)|\*/g)].map((m) => m[1] ?? '*');
  for (const name of paramNames)
    for (const segment of choose(BAD_SEGMENTS, 'a%00b'))
      send(`path ${name} = ${segment.slice(0, 40)}`, {
        url: fillPath(route.url, context.params, [name, segment]),
      });

  // Query parameters.
  const query = jsonSchemaOf(route.schema?.querystring);
  for (const name of Object.keys(query?.properties ?? {}))
    for (const part of choose(badQueryParts(name), `${name}=%00`))
      send(`query ${part.slice(0, 60)}`, { url: `${path}?${part}` });
  if (route.method === 'GET') send('unknown query parameter', { url: `${path}?__proto__[x]=1&zzz=1` });

  if (context.upload) {
    for (const [label, type, payload] of badUploads())
      send(`upload: ${label}`, { headers: { ...headers, 'content-type': type }, payload });
    return requests;
  }
  if (route.method === 'GET' || route.method === 'HEAD') return requests;

  // Whole bodies and content types.
  for (const [label, type, payload] of BAD_BODIES)
    send(`body: ${label}`, { headers: { ...headers, 'content-type': type }, payload });

  // Each field of the body.
  const body = jsonSchemaOf(route.schema?.body);
  const base = sampleOf(body, 'body');
  if (!base || typeof base !== 'object' || Array.isArray(base)) return requests;
  const json = { ...headers, 'content-type': 'application/json' };
  const valid = base as Record<string, unknown>;
  send('a plausible body', { headers: json, payload: JSON.stringify(valid) });
  send('extra field', { headers: json, payload: JSON.stringify({ ...valid, zzz: 'x' }) });
  for (const key of Object.keys(body?.properties ?? {})) {
    const values = [...BAD_STRINGS.map((value) => JSON.stringify(value)), ...BAD_JSON_VALUES];
    for (const raw of choose(values, JSON.stringify('a\u0000b')))
      send(`body ${key} = ${raw.slice(0, 40)}`, { headers: json, payload: replaceAt(valid, key, raw) });
    const { [key]: _missing, ...without } = valid;
    send(`body without ${key}`, { headers: json, payload: JSON.stringify(without) });
  }
  return requests;
}

// English words a library's own message would contain; the portal speaks Hungarian.
const ENGLISH = /\b(the|is|are|must|expected|received|invalid|required|error|failed|unexpected|not found)\b/i;

/** What is wrong with an answer, or null when it is what a malformed request deserves. */
export function problemWith(request: FuzzRequest, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${status}: ${response.body.slice(0, 300)}`;
  const isApi = request.url.startsWith('/api/');
  if (isApi && status >= 400) {
    let body: { error?: { code?: unknown; message?: unknown } };
    try {
      body = response.json();
    } catch {
      return `${status} without the portal's error shape: ${response.body.slice(0, 200)}`;
    }
    const message = body.error?.message;
    if (typeof body.error?.code !== 'string' || typeof message !== 'string')
      return `${status} without the portal's error shape: ${response.body.slice(0, 200)}`;
    if (ENGLISH.test(message)) return `${status} with a message that is not Hungarian: ${message}`;
  }
  const type = String(response.headers['content-type'] ?? '');
  // A spreadsheet cut off mid-way (a stream that failed after the headers) does not end its ZIP directory.
  if (status === 200 && type.includes('spreadsheetml')) {
    const raw = response.rawPayload;
    if (raw.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) < 0) return 'a spreadsheet cut off mid-way';
  }
  return null;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<number, number>;
  problems: string[];
}

export interface Principals {
  /** The current session cookie of a principal. */
  cookieFor(principal: string): string | undefined;
  /** The Authorization header of a principal that calls with an API key (the machine API). */
  authorizationFor?(principal: string): string | undefined;
  /** After a request a route took (2xx): everyone signed out, erased or re-passworded signs in anew. */
  restore(): Promise<void>;
}

/** Sends the requests one by one. After each refused one (4xx) the database must read as before it. */
export async function sendMalformed(
  app: FastifyInstance,
  db: Db,
  requests: Iterable<FuzzRequest>,
  principals: Principals,
): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, byStatus: {}, problems: [] };
  let before = await snapshotDatabase(db);
  let mark = await writeMark(db);
  for (const request of requests) {
    const cookie = request.principal ? principals.cookieFor(request.principal) : undefined;
    const authorization = request.principal ? principals.authorizationFor?.(request.principal) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: {
        ...request.headers,
        ...(cookie ? { cookie } : {}),
        ...(authorization ? { authorization } : {}),
      },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    report.requests++;
    report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1;
    const where = `${request.method} ${request.url.slice(0, 120)} [${request.label}]`;
    const problem = problemWith(request, response);
    if (problem) report.problems.push(`${where}: ${problem}`);
    // Nothing written (most refusals): the tables are as they were, and so is everyone's session.
    if ((await writeMark(db)) === mark) continue;
    const after = await snapshotDatabase(db);
    if (response.statusCode >= 400) {
      const changed = changedTables(before, after);
      if (changed.length > 0)
        report.problems.push(
          `${where}: refused with ${response.statusCode} but changed ${changed.join(', ')}`,
        );
    } else {
      await principals.restore();
    }
    before = response.statusCode >= 400 ? after : await snapshotDatabase(db);
    mark = await writeMark(db);
  }
  return report;
}

/**
 * One request with several things wrong at once (1 to 3 body fields, a query parameter and a path
 * parameter, each maybe), for the long runs beyond every single-fault request.
 */
export function randomMalformedRequest(
  route: FuzzRoute,
  context: FuzzContext,
  random: () => number,
): FuzzRequest {
  const singles = malformedRequests(route, context, random, 1);
  const first = pick(random, singles);
  const body = jsonSchemaOf(route.schema?.body);
  const keys = Object.keys(body?.properties ?? {});
  if (keys.length === 0 || route.method === 'GET' || context.upload) return first;
  const valid = sampleOf(body, 'body') as Record<string, unknown>;
  const values = [...BAD_STRINGS.map((value) => JSON.stringify(value)), ...BAD_JSON_VALUES];
  const chosen = new Map<string, string>();
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) chosen.set(pick(random, keys), pick(random, values));
  const marks = [...chosen.keys()].map((key, index) => [key, `\u0000MARK${index}\u0000`]);
  let payload = JSON.stringify({ ...valid, ...Object.fromEntries(marks) });
  [...chosen.values()].forEach((raw, index) => {
    payload = payload.replace(`"\\u0000MARK${index}\\u0000"`, raw);
  });
  const mutated = [...chosen].map(([key, raw]) => `${key} = ${raw.slice(0, 20)}`);
  return {
    ...first,
    label: `body ${mutated.join(', ')}`,
    headers: { ...first.headers, 'content-type': 'application/json' },
    payload,
  };
}
