import type { FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiCertificateSchema,
  apiChangePageSchema,
  apiChangesQuerySchema,
  apiCouponBatchSchema,
  apiCouponReportSchema,
} from '../../../domain/api-keys.ts';
import { tigStatementListSchema, tigStatementSchema, tigStatementsQuerySchema } from '../../../domain/tig.ts';
import {
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookSecretAnswerSchema,
} from '../../../domain/webhooks.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import { apiKey, type ApiKeyAccess } from '../../auth/access.ts';
import { apiKeyOf } from '../../auth/api-key.ts';
import { actorOf, type Actor } from '../../auth/guard.ts';
import { sendDownload, sendFile, type Download, type OpenedFile } from '../../platform/file-reply.ts';
import { registerIdempotency } from '../../platform/idempotency.ts';
import { pushCoupons } from '../coupons/index.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  type WebhookActor,
} from '../webhooks/index.ts';
import { listChanges, ORDER_READERS } from './changes.ts';
import {
  CERTIFICATE_READERS,
  getApiCertificate,
  getApiStatement,
  listApiStatements,
  openApiCertificate,
  openApiStatementPdf,
  STATEMENT_READERS,
} from './service.ts';

const WEBHOOK_KEYS = apiKey('webhooks:manage');
const idParams = z.strictObject({ id: uuidSchema });

/** 10,000 coupons of about 100 bytes each, with room for long addresses (docs/rules/api.md). */
export const COUPON_BATCH_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The header every POST here takes (docs/rules/api.md, 'Idempotency'), named so that the document and a client
 * generated from it know it. Its value is judged by platform/idempotency.ts, which refuses a malformed one
 * with its own code (`idempotency_key_invalid`), so the schema only names it and lets every other header by.
 */
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      '1–255 látható ASCII karakter (például UUID). Ugyanazzal a kulccsal és tartalommal megismételt kérés ' +
        '24 órán át az első választ kapja, a munka nem ismétlődik.',
    ),
});

type OperationSchema = Pick<FastifySchema, 'params' | 'querystring' | 'body' | 'response'>;

/**
 * What every operation here states beside its own schemas: its tag, its summary and the key's scope. The
 * route's own schemas are spread as they are, so its handler stays typed by them.
 */
function operation<Schema extends OperationSchema>(access: ApiKeyAccess, summary: string, schema: Schema) {
  return { schema: { tags: ['api-v1'], summary, ...schema }, config: { access } };
}

/**
 * A POST: idempotent under its `Idempotency-Key` header (registered for this plugin below), so beyond its
 * body's 400, 413 and 415 (derived from its body for every route) it may answer 409 (the same key still
 * running) and 422 (the same key with another body; docs/rules/api.md).
 */
function writeOperation<Schema extends OperationSchema>(
  access: ApiKeyAccess,
  summary: string,
  schema: Schema,
) {
  const { config, ...rest } = operation(access, summary, { ...schema, headers: idempotencyHeaders });
  return { ...rest, config: { ...config, refusals: [409, 422] as const } };
}

/**
 * The machine API (docs/rules/api.md): an API key in `Authorization: Bearer`, never a cookie; every POST
 * takes an `Idempotency-Key`.
 */
export const apiV1Routes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  registerIdempotency(app, services, (request) => apiKeyOf(request).id);

  const coupons = writeOperation(
    apiKey('coupons:write'),
    'Kuponok feltöltése (legfeljebb 10 000 egy kérésben) a kuponfájl importjának szabályaival, soronkénti jelentéssel',
    { body: apiCouponBatchSchema, response: { 200: apiCouponReportSchema } },
  );
  app.post(
    '/coupons',
    { ...coupons, bodyLimit: COUPON_BATCH_BODY_LIMIT, config: { ...coupons.config, longQueries: true } },
    async (request) =>
      pushCoupons(services, request.log, actorOf(request), apiKeyOf(request), request.body.coupons),
  );

  app.get(
    '/changes',
    operation(
      ORDER_READERS,
      'Megrendelések és ingatlanok változásai a kurzor óta, a módosítások sorrendjében',
      {
        querystring: apiChangesQuerySchema,
        response: { 200: apiChangePageSchema },
      },
    ),
    async (request) => listChanges(services, actorOf(request), request.query),
  );

  /**
   * A record the key reads by its id, as JSON, with its file beside it: a certificate and its file, a TIG
   * statement and its PDF. Each is read by its service, which answers 404 for what the maker may not see.
   */
  const getRecordWithFile = <Answer>(
    path: string,
    access: ApiKeyAccess,
    record: {
      summary: string;
      response: z.ZodType<Answer>;
      read: (actor: Actor, id: string) => Promise<Answer>;
    },
    file: { suffix: string; summary: string; open: FileOpener },
  ) => {
    // Fastify cannot resolve a reply's type from a schema that is a type parameter, so this route names its
    // parameters' type itself, and its answer is typed by `read`, whose signature ties it to the schema's.
    app
      .withTypeProvider<FastifyTypeProviderDefault>()
      .get<{ Params: z.output<typeof idParams> }>(
        `${path}/:id`,
        operation(access, record.summary, { params: idParams, response: { 200: record.response } }),
        async (request) => record.read(actorOf(request), request.params.id),
      );
    app.get(
      `${path}/:id/${file.suffix}`,
      operation(access, file.summary, { params: idParams }),
      async (request, reply) => {
        const opened = await file.open(actorOf(request), request.params.id);
        return 'fileName' in opened ? sendDownload(reply, opened) : sendFile(reply, opened);
      },
    );
  };

  getRecordWithFile(
    '/certificates',
    CERTIFICATE_READERS,
    {
      summary: 'Egy tanúsítvány adatai',
      response: apiCertificateSchema,
      read: (actor, id) => getApiCertificate(services, actor, id),
    },
    {
      suffix: 'file',
      summary: 'Egy tanúsítvány fájljának letöltése',
      open: (actor, id) => openApiCertificate(services, actor, id),
    },
  );

  app.get(
    '/statements',
    operation(STATEMENT_READERS, 'TIG elszámolások (legújabb elöl), lapozva', {
      querystring: tigStatementsQuerySchema,
      response: { 200: tigStatementListSchema },
    }),
    async (request) => listApiStatements(services, actorOf(request), request.query),
  );

  getRecordWithFile(
    '/statements',
    STATEMENT_READERS,
    {
      summary: 'Egy TIG elszámolás tételei',
      response: tigStatementSchema,
      read: (actor, id) => getApiStatement(services, actor, id),
    },
    {
      suffix: 'pdf',
      summary: 'Egy TIG elszámolás PDF-je',
      open: async (actor, id) => {
        const pdf = await openApiStatementPdf(services, actor, id);
        return { contentType: pdf.contentType, fileName: pdf.fileName, body: pdf.stream };
      },
    },
  );

  // The key's team's webhook endpoints, as on the "Webhookok" screen (docs/rules/webhooks.md); the system log
  // names the key beside its maker.
  const webhookActor = (request: Parameters<typeof actorOf>[0]): WebhookActor => ({
    ...actorOf(request),
    apiKey: apiKeyOf(request),
  });

  app.get(
    '/webhook-endpoints',
    operation(WEBHOOK_KEYS, 'A kulcs csapatának webhook végpontjai', {
      response: { 200: webhookEndpointListSchema },
    }),
    async (request) => ({ items: await listWebhookEndpoints(services, webhookActor(request)) }),
  );

  app.post(
    '/webhook-endpoints',
    writeOperation(WEBHOOK_KEYS, 'Új webhook végpont; a válasz egyszer mutatja a titkos kulcsot (whsec_…)', {
      body: webhookEndpointInputSchema,
      response: { 201: webhookSecretAnswerSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await createWebhookEndpoint(services, request.log, webhookActor(request), request.body)),
  );

  app.delete(
    '/webhook-endpoints/:id',
    operation(WEBHOOK_KEYS, 'Egy webhook végpont törlése', { params: idParams, response: { 204: z.null() } }),
    async (request, reply) => {
      await deleteWebhookEndpoint(services, request.log, webhookActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

type FileOpener = (actor: Actor, id: string) => Promise<OpenedFile | Download>;
