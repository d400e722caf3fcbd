import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_TITLE } from '../../../domain/constants.ts';
import { publicConfigSchema } from '../../../domain/public-config.ts';
import { PUBLIC } from '../../auth/access.ts';
import { readinessCheck } from '../../platform/readiness.ts';
import { routeOptions } from '../../platform/route-options.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'error', 'starting', 'shutting_down']),
  database: z.enum(['ok', 'unavailable']),
});

const dependency = z.object({
  status: z.enum(['ok', 'unavailable']),
  ms: z.number().int().describe('Az ellenőrzés ideje (legfeljebb 1000 ms)'),
});
const readinessResponse = z.object({
  status: z
    .enum(['ok', 'degraded', 'unavailable', 'starting', 'shutting_down'])
    .describe(
      'ok vagy degraded (a Redis nem érhető el, a számlálók a PostgreSQL-ben): 200; unavailable (az adatbázis vagy a fájltároló nem érhető el), starting, shutting_down: 503',
    ),
  database: dependency,
  redis: dependency.extend({ countingIn: z.enum(['redis', 'postgres']) }).optional(),
  fileStore: dependency.extend({ kind: z.enum(['local', 's3']) }),
  mailOutbox: dependency.extend({
    waiting: z.number().int(),
    oldestWaitingSince: z.string().nullable(),
    oldestWaitingMinutes: z.number().int().nullable(),
  }),
});

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = routeOptions(tags, { access: PUBLIC });
  app.get(
    '/health',
    publicRoute('Az alkalmazás és az adatbázis állapota', {
      response: { 200: healthResponse, 503: healthResponse },
    }),
    async (request, reply) => {
      const { phase } = app.lifecycle;
      try {
        await app.services.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'unavailable' });
      }
      if (phase === 'serving') return { status: 'ok' as const, database: 'ok' as const };
      return reply
        .code(503)
        .send({ status: phase === 'starting' ? 'starting' : 'shutting_down', database: 'ok' });
    },
  );

  const ready = readinessCheck(app.services, app.log);
  app.get(
    '/health/ready',
    publicRoute('Kiszolgálhat-e ez a példány: adatbázis, Redis, fájltároló, levelek sora', {
      description:
        'A terheléselosztó ezt kérdezze: 503, amíg a példány indul (az első indulás demo adatai készülnek), leáll, vagy az adatbázis vagy a fájltároló nem érhető el.',
      response: { 200: readinessResponse, 503: readinessResponse },
    }),
    async (_request, reply) => {
      const report = await ready(app.lifecycle.phase);
      const serving = report.status === 'ok' || report.status === 'degraded';
      return reply.code(serving ? 200 : 503).send(report);
    },
  );

  app.get(
    '/public-config',
    publicRoute('A felület nyilvános beállításai', { response: { 200: publicConfigSchema } }),
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
