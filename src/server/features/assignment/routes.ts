import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../domain/messages.ts';
import { requireRole } from '../../auth/guard.ts';
import { assignAuditor } from './service.ts';

/** spec 02 §2.1 and §6: assignment belongs to the portal administrator. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  app.post(
    '/admin/properties/:id/assignment',
    {
      schema: {
        tags: ['assignment'],
        summary: 'Tanúsító hozzárendelése egy tanúsítóra váró ingatlanhoz',
        params: z.strictObject({ id: z.uuid() }),
        body: z.strictObject({ auditorId: z.string().min(1).max(100) }),
        response: { 200: z.object({ message: z.string() }) },
      },
      preValidation: requireRole(services, 'portal_admin'),
    },
    async (request) => {
      await assignAuditor(services, request.log, request.actor!, request.params.id, request.body.auditorId);
      return { message: MESSAGES.assignment.done };
    },
  );
};
