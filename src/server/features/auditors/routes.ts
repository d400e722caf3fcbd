import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAuditorCreateSchema,
  adminAuditorDetailSchema,
  adminAuditorEmailCheckResultSchema,
  adminAuditorEmailCheckSchema,
  adminAuditorListSchema,
  adminAuditorsQuerySchema,
  adminAuditorUpdateSchema,
  auditorPerformanceSchema,
} from '../../../domain/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { userIdSchema } from '../../../domain/validation.ts';
import { roles } from '../../auth/access.ts';
import {
  AUDITOR_MANAGERS,
  auditorPerformance,
  checkAuditorEmail,
  createAdminAuditor,
  getAdminAuditor,
  listAdminAuditors,
  updateAdminAuditor,
} from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['auditors'];
const params = z.strictObject({ id: userIdSchema });
const saved = z.object({ auditor: adminAuditorDetailSchema, message: z.string() });

/** /auditors for portal_admin and admin_light; /auditors/{id} for portal_admin (docs/rules/access.md). */
export const adminAuditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const managers = routeOptions(tags, { access: AUDITOR_MANAGERS });
  const portalAdmin = routeOptions(tags, { access: roles('portal_admin') });

  app.get(
    '/admin/auditors',
    managers('Tanúsítók listája (szűrés, rendezés, lapozás)', {
      querystring: adminAuditorsQuerySchema,
      response: { 200: adminAuditorListSchema },
    }),
    async (request) => listAdminAuditors(services, request.query),
  );

  app.post(
    '/admin/auditors',
    managers('Új tanúsító (ideiglenes jelszóval, jelszóbeállító linkkel)', {
      body: adminAuditorCreateSchema,
      response: { 201: saved },
    }),
    async (request, reply) => {
      const auditor = await createAdminAuditor(services, request.log, actorOf(request), request.body);
      return reply.code(201).send({ auditor, message: MESSAGES.auditors.created(auditor.name) });
    },
  );

  // A POST, so that the address stays out of the access logs' URLs.
  app.post(
    '/admin/auditors/email-check',
    managers('Szabad-e az email cím (a varázsló első lépése, a szerkesztés)', {
      body: adminAuditorEmailCheckSchema,
      response: { 200: adminAuditorEmailCheckResultSchema },
    }),
    async (request) => checkAuditorEmail(services, request.body),
  );

  app.get(
    '/admin/auditors/:id',
    managers('Egy tanúsító adatai', { params, response: { 200: adminAuditorDetailSchema } }),
    async (request) => getAdminAuditor(services, request.params.id),
  );

  app.put(
    '/admin/auditors/:id',
    managers('Tanúsító adatainak mentése', {
      params,
      body: adminAuditorUpdateSchema,
      response: { 200: saved },
    }),
    async (request) => ({
      auditor: await updateAdminAuditor(
        services,
        request.log,
        actorOf(request),
        request.params.id,
        request.body,
      ),
      message: MESSAGES.auditors.saved,
    }),
  );

  app.get(
    '/admin/auditors/:id/performance',
    portalAdmin('Áttekintés, kifizetések és teljesítmény valós adatokból', {
      params,
      response: { 200: auditorPerformanceSchema },
    }),
    async (request) => auditorPerformance(services, request.params.id),
  );
};
