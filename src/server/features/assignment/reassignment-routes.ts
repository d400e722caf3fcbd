import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reassignAuditorSchema,
  reassignmentResultSchema,
  REASSIGNMENT_MESSAGES,
  removeAuditorSchema,
} from '../../../domain/reassignment.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import { roles } from '../../auth/access.ts';
import { reassignAuditor } from './reassignment.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['assignment'];
const params = z.strictObject({ id: uuidSchema });

/** Only the portal administrator changes or removes an auditor (docs/rules/access.md, 'Who may do what'). */
export const reassignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const portalAdmin = routeOptions(tags, { access: roles('portal_admin') });

  app.post(
    '/admin/properties/:id/reassignment',
    portalAdmin('Tanúsító cseréje: az ingatlan egy másik tanúsítóhoz kerül, indoklással', {
      params,
      body: reassignAuditorSchema,
      response: { 200: reassignmentResultSchema },
    }),
    async (request) => {
      const { auditorId, fromAuditorId, reason } = request.body;
      await reassignAuditor(services, request.log, actorOf(request), {
        propertyId: request.params.id,
        fromAuditorId,
        toAuditorId: auditorId,
        reason,
      });
      return { message: REASSIGNMENT_MESSAGES.reassigned };
    },
  );

  app.post(
    '/admin/properties/:id/auditor-removal',
    portalAdmin('Tanúsító elvétele: az ingatlan ismét tanúsítóra vár, indoklással', {
      params,
      body: removeAuditorSchema,
      response: { 200: reassignmentResultSchema },
    }),
    async (request) => {
      const { fromAuditorId, reason } = request.body;
      await reassignAuditor(services, request.log, actorOf(request), {
        propertyId: request.params.id,
        fromAuditorId,
        toAuditorId: null,
        reason,
      });
      return { message: REASSIGNMENT_MESSAGES.removed };
    },
  );
};
