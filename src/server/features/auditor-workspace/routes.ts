import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditorClientDetailSchema,
  auditorClientListSchema,
  auditorClientsQuerySchema,
  auditorOwnProfileSchema,
  onboardingStateSchema,
} from '../../../domain/auditor-workspace.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { auditorProfileSchema, onboardingSchema } from '../../../domain/auditors.ts';
import { linkTokenSchema, uuidSchema } from '../../../domain/validation.ts';
import { onboardedRoles, PUBLIC, roles } from '../../auth/access.ts';
import { getAuditorClient } from '../property-scope/index.ts';
import {
  calendarFeed,
  completeOnboarding,
  getAuditorProfile,
  getOnboarding,
  listAuditorClients,
  renewCalendarLink,
  updateAuditorProfile,
} from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['auditor'];

/** The auditor's own screens; everything but onboarding waits for onboarding to finish. */
export const auditorWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const auditor = routeOptions(tags, { access: roles('auditor') });
  const onboarded = routeOptions(tags, { access: onboardedRoles('auditor') });

  app.get(
    '/auditor/onboarding',
    auditor('A tanúsító regisztrációjának állapota', { response: { 200: onboardingStateSchema } }),
    async (request) => getOnboarding(services, actorOf(request)),
  );

  app.post(
    '/auditor/onboarding',
    auditor('Cégadatok megadása és az ÁSZF elfogadása', {
      body: onboardingSchema,
      response: { 200: z.object({ state: onboardingStateSchema, message: z.string() }) },
    }),
    async (request) => ({
      state: await completeOnboarding(services, request.log, actorOf(request), request.body),
      message: MESSAGES.auditorWorkspace.onboardingDone,
    }),
  );

  app.get(
    '/auditor/clients',
    onboarded('A tanúsítóhoz rendelt ügyfelek (szűrés, rendezés, lapozás) és a számlálók', {
      querystring: auditorClientsQuerySchema,
      response: { 200: auditorClientListSchema },
    }),
    async (request) => listAuditorClients(services, actorOf(request), request.query),
  );

  app.get(
    '/auditor/properties/:id',
    onboarded('Egy hozzárendelt ügyfél részletei', {
      params: z.strictObject({ id: uuidSchema }),
      response: { 200: auditorClientDetailSchema },
    }),
    async (request) => getAuditorClient(services, actorOf(request), request.params.id),
  );

  app.get(
    '/auditor/profile',
    onboarded('A tanúsító saját adatai', { response: { 200: auditorOwnProfileSchema } }),
    async (request) => getAuditorProfile(services, actorOf(request)),
  );

  app.put(
    '/auditor/profile',
    onboarded('Cégadatok, heti kapacitás, megyék és aktív állapot mentése', {
      body: auditorProfileSchema,
      response: { 200: z.object({ profile: auditorOwnProfileSchema, message: z.string() }) },
    }),
    async (request) => ({
      profile: await updateAuditorProfile(services, request.log, actorOf(request), request.body),
      message: MESSAGES.auditorWorkspace.profileSaved,
    }),
  );

  app.post(
    '/auditor/profile/calendar-link',
    onboarded('Új naptár-link (a régi megszűnik)', {
      response: { 200: z.object({ profile: auditorOwnProfileSchema, message: z.string() }) },
    }),
    async (request) => ({
      profile: await renewCalendarLink(services, actorOf(request)),
      message: MESSAGES.auditorWorkspace.calendarReset,
    }),
  );
};

/** The private calendar feed: calendar apps fetch it without a session; the token is the permission. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = routeOptions(tags, { access: PUBLIC });
  app.get(
    '/calendar/:file',
    publicRoute('A tanúsító privát naptára (iCalendar)', {
      params: z.strictObject({ file: linkTokenSchema(200) }),
    }),
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const body = await calendarFeed(app.services, token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};
