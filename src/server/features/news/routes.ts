import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminNewsItemSchema,
  adminNewsListSchema,
  newsInputSchema,
  newsQuerySchema,
  readerNewsListSchema,
} from '../../../domain/news.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import {
  createNews,
  deleteNews,
  getNewsForAdmin,
  listNewsForAdmin,
  listNewsForReader,
  markNewsRead,
  NEWS_MANAGERS,
  NEWS_READERS,
  updateNews,
} from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['news'];
const newsParams = z.strictObject({ id: uuidSchema });

/** News: the portal admin writes, the addressed roles read (docs/product.md, 'News audience'). */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const managers = routeOptions(tags, { access: NEWS_MANAGERS });
  const readers = routeOptions(tags, { access: NEWS_READERS });

  app.get(
    '/admin/news',
    managers('Minden hír (legújabb elöl) a címzettekkel és az olvasók számával', {
      querystring: newsQuerySchema,
      response: { 200: adminNewsListSchema },
    }),
    async (request) => listNewsForAdmin(services, request.query),
  );

  app.post(
    '/admin/news',
    managers('Hír közzététele a kiválasztott szerepköröknek', {
      body: newsInputSchema,
      response: { 201: adminNewsItemSchema },
    }),
    async (request, reply) => {
      const id = await createNews(services, request.log, actorOf(request), request.body);
      return reply.code(201).send(await getNewsForAdmin(services, id));
    },
  );

  app.put(
    '/admin/news/:id',
    managers('Hír módosítása (cím, tartalom, forrás, dátum, címzettek)', {
      params: newsParams,
      body: newsInputSchema,
      response: { 200: adminNewsItemSchema },
    }),
    async (request) => {
      await updateNews(services, request.log, actorOf(request), request.params.id, request.body);
      return getNewsForAdmin(services, request.params.id);
    },
  );

  app.delete(
    '/admin/news/:id',
    managers('Hír törlése az olvasottsági jelzéseivel együtt', {
      params: newsParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deleteNews(services, request.log, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/news',
    readers('Az olvasó szerepkörének szóló hírek, saját olvasottsági jelzéssel és az olvasatlanok számával', {
      querystring: newsQuerySchema,
      response: { 200: readerNewsListSchema },
    }),
    async (request) => listNewsForReader(services, actorOf(request), request.query),
  );

  app.post(
    '/news/:newsId/read',
    readers('A hír olvasottnak jelölése (csak az olvasó szerepkörének szóló hírre)', {
      params: z.strictObject({ newsId: uuidSchema }),
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await markNewsRead(services, actorOf(request), request.params.newsId);
      return reply.code(204).send(null);
    },
  );
};
