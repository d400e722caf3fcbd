import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '../../../domain/validation.ts';
import {
  WEEKLY_ZIP_ROLES,
  weeklyZipDownloadQuerySchema,
  weeklyZipItemSchema,
  weeklyZipListQuerySchema,
  weeklyZipListSchema,
  weeklyZipRequestSchema,
} from '../../../domain/weekly-zip.ts';
import { roles } from '../../auth/access.ts';
import { sendDownload } from '../../platform/file-reply.ts';
import { deleteWeeklyZip, listWeeklyZips, openWeeklyZip, requestWeeklyZip } from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['weekly-zip'];
const zipParams = z.strictObject({ id: uuidSchema });

/** Admin Light generates, downloads and deletes weekly ZIPs; nobody else (docs/rules/access.md). */
export const weeklyZipRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const access = routeOptions(tags, { access: roles(...WEEKLY_ZIP_ROLES) });

  app.post(
    '/admin/weekly-zips',
    access('Heti ZIP generálásának indítása (háttérfeladat; AES-256 jelszóval)', {
      body: weeklyZipRequestSchema,
      response: { 202: weeklyZipItemSchema },
    }),
    async (request, reply) =>
      reply.code(202).send(await requestWeeklyZip(services, request.log, actorOf(request), request.body)),
  );

  app.get(
    '/admin/weekly-zips',
    access('Heti ZIP előzmények (legújabb elöl), állapottal és valós mérettel', {
      querystring: weeklyZipListQuerySchema,
      response: { 200: weeklyZipListSchema },
    }),
    async (request) => listWeeklyZips(services, request.query),
  );

  app.get(
    '/admin/weekly-zips/:id/download',
    access('Heti ZIP letöltése (bejelentkezve; az emailben kapott link 24 óráig érvényes)', {
      params: zipParams,
      querystring: weeklyZipDownloadQuerySchema,
    }),
    async (request, reply) => {
      const file = await openWeeklyZip(
        services,
        request.log,
        actorOf(request),
        request.params.id,
        request.query,
      );
      return sendDownload(reply, {
        contentType: 'application/zip',
        fileName: file.fileName,
        body: file.stream,
        sizeBytes: file.sizeBytes,
      });
    },
  );

  app.delete(
    '/admin/weekly-zips/:id',
    access('Heti ZIP törlése (a rekord, majd a fájl)', {
      params: zipParams,
      response: { 200: z.object({ fileName: z.string() }) },
    }),
    async (request) => deleteWeeklyZip(services, request.log, actorOf(request), request.params.id),
  );
};
