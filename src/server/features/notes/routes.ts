import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callLogSchema, noteSchema, noteViewSchema } from '../../../domain/auditor-workspace.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import { onboardedRoles } from '../../auth/access.ts';
import { addNote, listNotes, logCall } from './service.ts';
import { actorOf } from '../../auth/guard.ts';

const tags = ['notes'];
const params = z.strictObject({ id: uuidSchema });
const saved = z.object({ note: noteViewSchema, message: z.string() });

/** Notes are visible only to auditors and administrators (docs/product.md, 'Who sees notes'). */
export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const readers = { access: onboardedRoles('auditor', 'portal_admin', 'admin_light') };

  app.get(
    '/properties/:id/notes',
    {
      schema: {
        tags,
        summary: 'Megjegyzések (legújabb elöl)',
        params,
        response: { 200: z.array(noteViewSchema) },
      },
      config: readers,
    },
    async (request) => listNotes(services, actorOf(request), request.params.id),
  );

  app.post(
    '/properties/:id/notes',
    {
      schema: { tags, summary: 'Új megjegyzés', params, body: noteSchema, response: { 201: saved } },
      config: readers,
    },
    async (request, reply) =>
      reply.code(201).send({
        note: await addNote(services, actorOf(request), request.params.id, request.body.content),
        message: MESSAGES.auditorWorkspace.noteSaved,
      }),
  );

  app.post(
    '/properties/:id/calls',
    {
      schema: {
        tags,
        summary: 'Telefonhívás rögzítése megjegyzésként',
        params,
        body: callLogSchema,
        response: { 201: saved },
      },
      config: readers,
    },
    async (request, reply) =>
      reply.code(201).send({
        note: await logCall(services, actorOf(request), request.params.id, request.body),
        message: MESSAGES.auditorWorkspace.callSaved,
      }),
  );
};
