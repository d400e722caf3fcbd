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

const tags = ['logs'];

/** /logs is Admin Light's, to read and download; no other role has it (docs/rules/access.md). */
export const systemLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const readers = { access: LOG_READERS };

  app.get(
    '/admin/logs',
    {
      schema: {
        tags,
        summary: 'Rendszernapló: események szűrve, időrendben, lapozva',
        querystring: systemLogQuerySchema,
        response: { 200: systemLogPageSchema },
      },
      config: readers,
    },
    async (request) => listSystemLog(services, request.query),
  );

  app.get(
    '/admin/logs/statistics',
    {
      schema: {
        tags,
        summary: 'Rendszernapló: a tíz összesítő szám az időszakra és eseménytípusra',
        querystring: systemLogStatisticsQuerySchema,
        response: { 200: systemLogStatisticsSchema },
      },
      config: readers,
    },
    async (request) => systemLogStatistics(services, request.query),
  );

  app.get(
    '/admin/logs/download',
    {
      schema: {
        tags,
        summary: 'Rendszernapló letöltése (.txt, UTF-8, időrendben, riport verzió 1.0)',
        querystring: systemLogDownloadQuerySchema,
      },
      config: { ...readers, longQueries: true },
    },
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
