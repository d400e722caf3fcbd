import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '../../../domain/validation.ts';
import {
  webhookDeliveriesQuerySchema,
  webhookDeliveryListSchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookSecretAnswerSchema,
} from '../../../domain/webhooks.ts';
import { actorOf } from '../../auth/guard.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  pingWebhookEndpoint,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  WEBHOOK_MANAGERS,
} from './service.ts';

const tags = ['webhooks'];
const endpointParams = z.strictObject({ id: uuidSchema });
const deliveryParams = z.strictObject({ id: uuidSchema, deliveryId: uuidSchema });

/** 'Webhookok': the endpoints the portal signs and sends its events to (docs/rules/webhooks.md). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const config = { access: WEBHOOK_MANAGERS };

  app.get(
    '/webhooks/endpoints',
    {
      schema: {
        tags,
        summary: 'A csapat webhook végpontjai (a bank munkatársai, illetve a portál adminisztrátorai)',
        response: { 200: webhookEndpointListSchema },
      },
      config,
    },
    async (request) => ({ items: await listWebhookEndpoints(services, actorOf(request)) }),
  );

  app.post(
    '/webhooks/endpoints',
    {
      schema: {
        tags,
        summary: 'Új végpont; a válasz egyszer mutatja a titkos kulcsot (whsec_…)',
        body: webhookEndpointInputSchema,
        response: { 201: webhookSecretAnswerSchema },
      },
      config,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createWebhookEndpoint(services, request.log, actorOf(request), request.body)),
  );

  app.get(
    '/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        summary: 'Egy végpont',
        params: endpointParams,
        response: { 200: webhookEndpointSchema },
      },
      config,
    },
    async (request) => getWebhookEndpoint(services, actorOf(request), request.params.id),
  );

  app.patch(
    '/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        summary: 'A végpont címe, leírása, eseményei; ki- és bekapcsolása',
        params: endpointParams,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointSchema },
      },
      config,
    },
    async (request) =>
      updateWebhookEndpoint(services, request.log, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/webhooks/endpoints/:id',
    {
      schema: { tags, summary: 'A végpont törlése', params: endpointParams, response: { 204: z.null() } },
      config,
    },
    async (request, reply) => {
      await deleteWebhookEndpoint(services, request.log, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/webhooks/endpoints/:id/rotate-secret',
    {
      schema: {
        tags,
        summary: 'Új titkos kulcs; a régi még 24 óráig szintén aláír',
        params: endpointParams,
        response: { 200: webhookSecretAnswerSchema },
      },
      config,
    },
    async (request) => rotateWebhookSecret(services, request.log, actorOf(request), request.params.id),
  );

  app.post(
    '/webhooks/endpoints/:id/ping',
    {
      schema: {
        tags,
        summary: 'Teszt ping a végpontra',
        params: endpointParams,
        response: { 202: z.object({ eventId: z.string() }) },
      },
      config,
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await pingWebhookEndpoint(services, request.log, actorOf(request), request.params.id)),
  );

  app.get(
    '/webhooks/endpoints/:id/deliveries',
    {
      schema: {
        tags,
        summary: 'A végpont kézbesítési naplója (legújabb elöl)',
        params: endpointParams,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryListSchema },
      },
      config,
    },
    async (request) => listWebhookDeliveries(services, actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/webhooks/endpoints/:id/deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags,
        summary: 'Az üzenet újraküldése ugyanazzal a webhook-id-vel',
        params: deliveryParams,
        response: { 202: z.null() },
      },
      config,
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      await redeliverWebhook(services, request.log, actorOf(request), id, deliveryId);
      return reply.code(202).send(null);
    },
  );
};
