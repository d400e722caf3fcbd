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

const tags = ['news'];
const newsParams = z.strictObject({ id: uuidSchema });

/** News: the portal admin writes, the addressed roles read (docs/product.md, 'News audience'). */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const managers = { access: NEWS_MANAGERS };
  const readers = { access: NEWS_READERS };

  app.get(
    '/admin/news',
    {
      schema: {
        tags,
        summary: 'Minden hír (legújabb elöl) a címzettekkel és az olvasók számával',
        querystring: newsQuerySchema,
        response: { 200: adminNewsListSchema },
      },
      config: managers,
    },
    async (request) => listNewsForAdmin(services, request.query),
  );

  app.post(
    '/admin/news',
    {
      schema: {
        tags,
        summary: 'Hír közzététele a kiválasztott szerepköröknek',
        body: newsInputSchema,
        response: { 201: adminNewsItemSchema },
      },
      config: managers,
    },
    async (request, reply) => {
      const id = await createNews(services, request.log, actorOf(request), request.body);
      return reply.code(201).send(await getNewsForAdmin(services, id));
    },
  );

  app.put(
    '/admin/news/:id',
    {
      schema: {
        tags,
        summary: 'Hír módosítása (cím, tartalom, forrás, dátum, címzettek)',
        params: newsParams,
        body: newsInputSchema,
        response: { 200: adminNewsItemSchema },
      },
      config: managers,
    },
    async (request) => {
      await updateNews(services, request.log, actorOf(request), request.params.id, request.body);
      return getNewsForAdmin(services, request.params.id);
    },
  );

  app.delete(
    '/admin/news/:id',
    {
      schema: {
        tags,
        summary: 'Hír törlése az olvasottsági jelzéseivel együtt',
        params: newsParams,
        response: { 204: z.null() },
      },
      config: managers,
    },
    async (request, reply) => {
      await deleteNews(services, request.log, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/news',
    {
      schema: {
        tags,
        summary:
          'Az olvasó szerepkörének szóló hírek, saját olvasottsági jelzéssel és az olvasatlanok számával',
        querystring: newsQuerySchema,
        response: { 200: readerNewsListSchema },
      },
      config: readers,
    },
    async (request) => listNewsForReader(services, actorOf(request), request.query),
  );

  app.post(
    '/news/:newsId/read',
    {
      schema: {
        tags,
        summary: 'A hír olvasottnak jelölése (csak az olvasó szerepkörének szóló hírre)',
        params: z.strictObject({ newsId: uuidSchema }),
        response: { 204: z.null() },
      },
      config: readers,
    },
    async (request, reply) => {
      await markNewsRead(services, actorOf(request), request.params.newsId);
      return reply.code(204).send(null);
    },
  );
};
