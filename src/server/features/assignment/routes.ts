import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditorSuggestionSchema, pairingListSchema, pairingQuerySchema } from '../../../domain/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { userIdSchema, uuidSchema } from '../../../domain/validation.ts';
import { roles } from '../../auth/access.ts';
import {
  assignmentBatchSchema,
  assignmentPlanRequestSchema,
  assignmentPlanSchema,
} from '../../../domain/assignment-plan.ts';
import { getBatch, planBatch, startBatch } from './batch.ts';
import { assignAuditor } from './service.ts';
import { pairingList, suggestAuditors } from './suggestions.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['assignment'];
const params = z.strictObject({ id: uuidSchema });

/** Assignment and pairing belong to the portal administrator (docs/rules/access.md, 'Who may do what'). */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const portalAdmin = routeOptions(tags, { access: roles('portal_admin') });

  app.get(
    '/admin/properties/:id/auditor-suggestions',
    portalAdmin('Javasolt tanúsítók egy ingatlanhoz, rangsorolva, indoklással', {
      params,
      response: { 200: z.array(auditorSuggestionSchema) },
    }),
    async (request) => suggestAuditors(services, request.params.id),
  );

  app.get(
    '/admin/pairing',
    portalAdmin('Tanúsítóra váró ingatlanok a három legjobb javaslattal', {
      querystring: pairingQuerySchema,
      response: { 200: pairingListSchema },
    }),
    async (request) => pairingList(services, request.query),
  );

  app.post(
    '/admin/properties/:id/assignment',
    portalAdmin('Tanúsító hozzárendelése egy tanúsítóra váró ingatlanhoz', {
      params,
      body: z.strictObject({ auditorId: userIdSchema }),
      response: { 200: z.object({ message: z.string() }) },
    }),
    async (request) => {
      await assignAuditor(services, request.log, actorOf(request), request.params.id, request.body.auditorId);
      return { message: MESSAGES.assignment.done };
    },
  );

  app.post(
    '/admin/assignment-plans',
    portalAdmin(
      'Automatikus párosítás terve a szűrt, tanúsítóra váró megrendelésekhez (még nem rendel hozzá)',
      { body: assignmentPlanRequestSchema, response: { 200: assignmentPlanSchema } },
    ),
    async (request) => planBatch(services, actorOf(request), request.body),
  );

  app.post(
    '/admin/assignment-batches/:id/start',
    portalAdmin('A párosítási terv végrehajtása háttérfeladatként', {
      params,
      response: { 200: assignmentBatchSchema },
    }),
    async (request) => startBatch(services, actorOf(request), request.params.id),
  );

  app.get(
    '/admin/assignment-batches/:id',
    portalAdmin('A párosítási terv végrehajtásának állása és a kihagyott megrendelések', {
      params,
      response: { 200: assignmentBatchSchema },
    }),
    async (request) => getBatch(services, actorOf(request), request.params.id),
  );
};
