import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  systemLogDownloadQuerySchema,
  systemLogPageSchema,
  systemLogQuerySchema,
  systemLogStatisticsQuerySchema,
  systemLogStatisticsSchema,
} from '../../../domain/system-log.ts';
import { sendDownload } from '../../platform/file-reply.ts';
import { downloadSystemLog } from './download.ts';
import { listSystemLog, LOG_READERS, systemLogStatistics } from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['logs'];

/** /logs is Admin Light's, to read and download; no other role has it (docs/rules/access.md). */
export const systemLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const readers = routeOptions(tags, { access: LOG_READERS });

  app.get(
    '/admin/logs',
    readers('Rendszernapló: események szűrve, időrendben, lapozva', {
      querystring: systemLogQuerySchema,
      response: { 200: systemLogPageSchema },
    }),
    async (request) => listSystemLog(services, request.query),
  );

  app.get(
    '/admin/logs/statistics',
    readers('Rendszernapló: a tíz összesítő szám az időszakra és eseménytípusra', {
      querystring: systemLogStatisticsQuerySchema,
      response: { 200: systemLogStatisticsSchema },
    }),
    async (request) => systemLogStatistics(services, request.query),
  );

  app.get(
    '/admin/logs/download',
    readers(
      'Rendszernapló letöltése (.txt, UTF-8, időrendben, riport verzió 1.0)',
      { querystring: systemLogDownloadQuerySchema },
      { longQueries: true },
    ),
    async (request, reply) => {
      const { fileName, stream } = await downloadSystemLog(
        services,
        request.log,
        actorOf(request),
        request.query,
      );
      return sendDownload(reply, {
        contentType: 'text/plain; charset=utf-8',
        fileName,
        body: stream,
      });
    },
  );
};
