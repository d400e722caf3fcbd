import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointmentFieldsSchema, auditorClientDetailSchema } from '../../../domain/auditor-workspace.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import { onboardedRoles } from '../../auth/access.ts';
import { getAuditorClient } from '../property-scope/index.ts';
import { cancelAppointmentByAuditor, scheduleAppointment } from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['appointments'];
const params = z.strictObject({ id: uuidSchema });
const answer = z.object({ client: auditorClientDetailSchema, message: z.string() });

export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const onboarded = routeOptions(tags, { access: onboardedRoles('auditor') });

  app.put(
    '/auditor/properties/:id/appointment',
    onboarded('Helyszíni felmérés időpontjának rögzítése vagy módosítása', {
      params,
      body: appointmentFieldsSchema,
      response: { 200: answer },
    }),
    async (request) => {
      await scheduleAppointment(services, request.log, actorOf(request), request.params.id, request.body);
      return {
        client: await getAuditorClient(services, actorOf(request), request.params.id),
        message: MESSAGES.auditorWorkspace.appointmentSaved,
      };
    },
  );

  app.delete(
    '/auditor/properties/:id/appointment',
    onboarded('Az időpont lemondása', { params, response: { 200: answer } }),
    async (request) => {
      await cancelAppointmentByAuditor(services, request.log, actorOf(request), request.params.id);
      return {
        client: await getAuditorClient(services, actorOf(request), request.params.id),
        message: MESSAGES.auditorWorkspace.appointmentCancelled,
      };
    },
  );
};
