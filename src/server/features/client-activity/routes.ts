import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientActivityExportQuerySchema,
  clientActivityPageSchema,
  clientActivityQuerySchema,
} from '../../../domain/client-activity.ts';
import { sendDownload, XLSX_CONTENT_TYPE } from '../../platform/file-reply.ts';
import { exportClientActivity } from './export.ts';
import { ACTIVITY_READERS, listClientActivity } from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['bank'];

/** /clients/logs is the bank's (docs/rules/access.md, 'Route sets by role'). */
export const clientActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const bank = routeOptions(tags, { access: ACTIVITY_READERS });

  app.get(
    '/bank/client-activity',
    bank('Ügyféltevékenység: az ügyfelek eseményei szűrve, a legújabb elöl, lapozva', {
      querystring: clientActivityQuerySchema,
      response: { 200: clientActivityPageSchema },
    }),
    async (request) => listClientActivity(services, request.query),
  );

  app.get(
    '/bank/client-activity/export',
    bank(
      'Ügyféltevékenység exportja (.xlsx) a szűrés szerint',
      { querystring: clientActivityExportQuerySchema },
      { longQueries: true },
    ),
    async (request, reply) => {
      const { fileName, stream } = exportClientActivity(
        services,
        request.log,
        actorOf(request),
        request.query,
      );
      return sendDownload(reply, { contentType: XLSX_CONTENT_TYPE, fileName, body: stream });
    },
  );
};
