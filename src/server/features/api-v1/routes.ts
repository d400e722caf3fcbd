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
import { apiKey } from '../../auth/access.ts';
import { apiKeyOf } from '../../auth/api-key.ts';
import { actorOf } from '../../auth/guard.ts';
import { sendDownload, sendFile } from '../../platform/file-reply.ts';
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

const tags = ['api-v1'];
const WEBHOOK_KEYS = apiKey('webhooks:manage');
const idParams = z.strictObject({ id: uuidSchema });

/** 10,000 coupons of about 100 bytes each, with room for long addresses (docs/rules/api.md). */
export const COUPON_BATCH_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The machine API (docs/rules/api.md): an API key in `Authorization: Bearer`, never a cookie; every POST
 * takes an `Idempotency-Key`.
 */
export const apiV1Routes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  registerIdempotency(app, services, (request) => apiKeyOf(request).id);

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary:
          'Kuponok feltöltése (legfeljebb 10 000 egy kérésben) a kuponfájl importjának szabályaival, soronkénti jelentéssel',
        body: apiCouponBatchSchema,
        response: { 200: apiCouponReportSchema },
      },
      bodyLimit: COUPON_BATCH_BODY_LIMIT,
      config: { access: apiKey('coupons:write'), longQueries: true },
    },
    async (request) =>
      pushCoupons(services, request.log, actorOf(request), apiKeyOf(request), request.body.coupons),
  );

  app.get(
    '/changes',
    {
      schema: {
        tags,
        summary: 'Megrendelések és ingatlanok változásai a kurzor óta, a módosítások sorrendjében',
        querystring: apiChangesQuerySchema,
        response: { 200: apiChangePageSchema },
      },
      config: { access: ORDER_READERS },
    },
    async (request) => listChanges(services, actorOf(request), request.query),
  );

  app.get(
    '/certificates/:id',
    {
      schema: {
        tags,
        summary: 'Egy tanúsítvány adatai',
        params: idParams,
        response: { 200: apiCertificateSchema },
      },
      config: { access: CERTIFICATE_READERS },
    },
    async (request) => getApiCertificate(services, actorOf(request), request.params.id),
  );

  app.get(
    '/certificates/:id/file',
    {
      schema: { tags, summary: 'Egy tanúsítvány fájljának letöltése', params: idParams },
      config: { access: CERTIFICATE_READERS },
    },
    async (request, reply) =>
      sendFile(reply, await openApiCertificate(services, actorOf(request), request.params.id)),
  );

  app.get(
    '/statements',
    {
      schema: {
        tags,
        summary: 'TIG elszámolások (legújabb elöl), lapozva',
        querystring: tigStatementsQuerySchema,
        response: { 200: tigStatementListSchema },
      },
      config: { access: STATEMENT_READERS },
    },
    async (request) => listApiStatements(services, actorOf(request), request.query),
  );

  app.get(
    '/statements/:id',
    {
      schema: {
        tags,
        summary: 'Egy TIG elszámolás tételei',
        params: idParams,
        response: { 200: tigStatementSchema },
      },
      config: { access: STATEMENT_READERS },
    },
    async (request) => getApiStatement(services, actorOf(request), request.params.id),
  );

  app.get(
    '/statements/:id/pdf',
    {
      schema: { tags, summary: 'Egy TIG elszámolás PDF-je', params: idParams },
      config: { access: STATEMENT_READERS },
    },
    async (request, reply) => {
      const file = await openApiStatementPdf(services, actorOf(request), request.params.id);
      return sendDownload(reply, {
        contentType: file.contentType,
        fileName: file.fileName,
        body: file.stream,
      });
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
    {
      schema: {
        tags,
        summary: 'A kulcs csapatának webhook végpontjai',
        response: { 200: webhookEndpointListSchema },
      },
      config: { access: WEBHOOK_KEYS },
    },
    async (request) => ({ items: await listWebhookEndpoints(services, webhookActor(request)) }),
  );

  app.post(
    '/webhook-endpoints',
    {
      schema: {
        tags,
        summary: 'Új webhook végpont; a válasz egyszer mutatja a titkos kulcsot (whsec_…)',
        body: webhookEndpointInputSchema,
        response: { 201: webhookSecretAnswerSchema },
      },
      config: { access: WEBHOOK_KEYS, refusals: [409] },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createWebhookEndpoint(services, request.log, webhookActor(request), request.body)),
  );

  app.delete(
    '/webhook-endpoints/:id',
    {
      schema: { tags, summary: 'Egy webhook végpont törlése', params: idParams },
      config: { access: WEBHOOK_KEYS },
    },
    async (request, reply) => {
      await deleteWebhookEndpoint(services, request.log, webhookActor(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
