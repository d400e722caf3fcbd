import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyCreateSchema,
  apiKeyListSchema,
  apiKeySchema,
  createdApiKeySchema,
} from '../../../domain/api-keys.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import { actorOf } from '../../auth/guard.ts';
import { API_KEY_MANAGERS, createApiKey, listApiKeys, revokeApiKey } from './service.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['api-keys'];

/** The "API-kulcsok" screen: the bank's staff and the portal admin (docs/rules/api.md, 'Keys'). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const managers = routeOptions(tags, { access: API_KEY_MANAGERS });

  app.get(
    '/api-keys',
    managers('API-kulcsok listája (a kulcsok csak az elejükkel), és az adható jogosultságok', {
      response: { 200: apiKeyListSchema },
    }),
    async (request) => listApiKeys(services, actorOf(request)),
  );

  app.post(
    '/api-keys',
    managers('Új API-kulcs: a teljes kulcs csak ebben a válaszban szerepel', {
      body: apiKeyCreateSchema,
      response: { 201: createdApiKeySchema },
    }),
    async (request, reply) => {
      reply.code(201);
      return createApiKey(services, request.log, actorOf(request), request.body);
    },
  );

  app.post(
    '/api-keys/:id/revoke',
    managers('API-kulcs visszavonása: azonnal érvénytelen', {
      params: z.strictObject({ id: uuidSchema }),
      response: { 200: apiKeySchema },
    }),
    async (request) => revokeApiKey(services, request.log, actorOf(request), request.params.id),
  );
};
