import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callLogSchema, noteSchema, noteViewSchema } from '../../../domain/auditor-workspace.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import { onboardedRoles } from '../../auth/access.ts';
import { addNote, listNotes, logCall } from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['notes'];
const params = z.strictObject({ id: uuidSchema });
const saved = z.object({ note: noteViewSchema, message: z.string() });

/** Notes are visible only to auditors and administrators (docs/product.md, 'Who sees notes'). */
export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const readers = routeOptions(tags, { access: onboardedRoles('auditor', 'portal_admin', 'admin_light') });

  app.get(
    '/properties/:id/notes',
    readers('Megjegyzések (legújabb elöl)', { params, response: { 200: z.array(noteViewSchema) } }),
    async (request) => listNotes(services, actorOf(request), request.params.id),
  );

  app.post(
    '/properties/:id/notes',
    readers('Új megjegyzés', { params, body: noteSchema, response: { 201: saved } }),
    async (request, reply) =>
      reply.code(201).send({
        note: await addNote(services, actorOf(request), request.params.id, request.body.content),
        message: MESSAGES.auditorWorkspace.noteSaved,
      }),
  );

  app.post(
    '/properties/:id/calls',
    readers('Telefonhívás rögzítése megjegyzésként', {
      params,
      body: callLogSchema,
      response: { 201: saved },
    }),
    async (request, reply) =>
      reply.code(201).send({
        note: await logCall(services, actorOf(request), request.params.id, request.body),
        message: MESSAGES.auditorWorkspace.callSaved,
      }),
  );
};
