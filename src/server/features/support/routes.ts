import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ticketCommentSchema,
  ticketDetailSchema,
  ticketListSchema,
  ticketSchema,
  ticketsQuerySchema,
  ticketStatusChangeSchema,
} from '../../../domain/support.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import {
  addTicketComment,
  createTicket,
  getTicket,
  listTickets,
  setTicketStatus,
  SUPPORT_CREATORS,
  SUPPORT_READERS,
} from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['support'];
const ticketParams = z.strictObject({ id: uuidSchema });

/** 'Támogatás': the bank's tickets and the portal admins' answers (docs/product.md, 'Support tickets'). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const readers = routeOptions(tags, { access: SUPPORT_READERS });
  const creators = routeOptions(tags, { access: SUPPORT_CREATORS });

  app.get(
    '/support/tickets',
    readers('Támogatási bejelentések (legújabb elöl), keresés és szűrők', {
      querystring: ticketsQuerySchema,
      response: { 200: ticketListSchema },
    }),
    async (request) => listTickets(services, request.query),
  );

  app.post(
    '/support/tickets',
    creators('Új támogatási bejelentés (a bank munkatársai); a portál adminisztrátorai emailt kapnak', {
      body: ticketSchema,
      response: { 201: ticketDetailSchema },
    }),
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await createTicket(services, request.log, actor, request.body);
      return reply.code(201).send(await getTicket(services, actor, id));
    },
  );

  app.get(
    '/support/tickets/:id',
    readers('Egy bejelentés a hozzászólásaival és állapotváltásaival', {
      params: ticketParams,
      response: { 200: ticketDetailSchema },
    }),
    async (request) => getTicket(services, actorOf(request), request.params.id),
  );

  app.post(
    '/support/tickets/:id/comments',
    readers('Hozzászólás a bejelentéshez; a másik fél emailt kap', {
      params: ticketParams,
      body: ticketCommentSchema,
      response: { 201: ticketDetailSchema },
    }),
    async (request, reply) => {
      const actor = actorOf(request);
      await addTicketComment(services, request.log, actor, request.params.id, request.body.body);
      return reply.code(201).send(await getTicket(services, actor, request.params.id));
    },
  );

  app.put(
    '/support/tickets/:id/status',
    readers(
      'A bejelentés állapota (a portál admin bármelyikre; a bank lezárhatja és újranyithatja); a másik fél emailt kap',
      { params: ticketParams, body: ticketStatusChangeSchema, response: { 200: ticketDetailSchema } },
    ),
    async (request) => {
      const actor = actorOf(request);
      await setTicketStatus(services, request.log, actor, request.params.id, request.body.status);
      return getTicket(services, actor, request.params.id);
    },
  );
};
