import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_TITLE } from '../../../domain/constants.ts';
import { publicConfigSchema } from '../../../domain/public-config.ts';
import { PUBLIC } from '../../auth/access.ts';

const healthResponse = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unavailable']) });

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['system'],
        summary: 'Az alkalmazás és az adatbázis állapota',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      try {
        await app.services.database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'unavailable' });
      }
    },
  );

  app.get(
    '/public-config',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['system'],
        summary: 'A felület nyilvános beállításai',
        response: { 200: publicConfigSchema },
      },
    },
    async () => {
      const { bank, devtoolsGuard } = app.services.config;
      return {
        productTitle: PRODUCT_TITLE,
        bankName: bank.name,
        bankLandingUrl: bank.landingUrl,
        supportPhone: bank.supportPhone,
        supportEmail: bank.supportEmail,
        devtoolsGuard,
      };
    },
  );
};
