import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAD_LIMITS,
  LEAD_MESSAGES,
  leadDetailSchema,
  leadHistoryPageSchema,
  leadHistoryQuerySchema,
  leadImportReportSchema,
  leadInputSchema,
  leadListSchema,
  leadNoteInputSchema,
  leadsQuerySchema,
  leadTaskInputSchema,
  leadTaskUpdateSchema,
  leadUpdateSchema,
} from '../../../domain/leads.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import { AppError } from '../../platform/errors.ts';
import { multipartTable } from '../../platform/multipart-file.ts';
import { importLeads, previewLeadImport } from './import.ts';
import {
  addLeadNote,
  addLeadTask,
  createLead,
  LEAD_MANAGERS,
  setLeadTaskDone,
  updateLead,
} from './changes.ts';
import { inviteLead } from './invitation.ts';
import { getLead, listLeadHistory, listLeads } from './queries.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['leads'];
const leadParams = z.strictObject({ id: uuidSchema });
const taskParams = z.strictObject({ id: uuidSchema, taskId: uuidSchema });
const noFile = () => new AppError('no_file', 400, LEAD_MESSAGES.noFile);
/** The file a preview and an import read: one table of at most 5 MB; none or an empty one is the same refusal. */
const leadFile = (request: FastifyRequest) =>
  multipartTable(request, { missing: noFile(), empty: noFile(), maxBytes: LEAD_LIMITS.importMaxBytes });

/** Leads are the bank's (bank_admin) and no one else's. */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const bank = routeOptions(tags, { access: LEAD_MANAGERS });
  await app.register(multipart, {
    limits: { fileSize: LEAD_LIMITS.importMaxBytes, files: 1, fields: 2, parts: 3 },
  });

  app.get(
    '/leads',
    bank('Leadek keresve, státusz és forrás szerint szűrve, rendezve, lapozva', {
      querystring: leadsQuerySchema,
      response: { 200: leadListSchema },
    }),
    async (request) => listLeads(services, request.query),
  );

  app.post(
    '/leads',
    bank('Új lead (név, e-mail, telefon, cím és forrás kötelező)', {
      body: leadInputSchema,
      response: { 201: leadDetailSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await createLead(services, request.log, actorOf(request), request.body)),
  );

  app.post(
    '/leads/import/preview',
    bank(
      'Lead import előnézete (.xlsx, .xls, .csv; multipart: file): soronkénti jelentés, nem ment',
      { response: { 200: leadImportReportSchema } },
      { longQueries: true },
    ),
    async (request) => {
      const { fileName, bytes } = await leadFile(request);
      return previewLeadImport(services, fileName, bytes);
    },
  );

  app.post(
    '/leads/import',
    bank(
      'Lead import (.xlsx, .xls, .csv; multipart: file): az érvényes sorok mentése, jelentéssel',
      { response: { 200: leadImportReportSchema } },
      { longQueries: true },
    ),
    async (request) => {
      const { fileName, bytes } = await leadFile(request);
      return importLeads(services, request.log, actorOf(request), fileName, bytes);
    },
  );

  app.get(
    '/leads/:id',
    bank('Egy lead adatai, megjegyzései és feladatai', {
      params: leadParams,
      response: { 200: leadDetailSchema },
    }),
    async (request) => getLead(services, request.params.id),
  );

  app.patch(
    '/leads/:id',
    bank('Lead adatainak, státuszának vagy következő kapcsolatfelvételének módosítása', {
      params: leadParams,
      body: leadUpdateSchema,
      response: { 200: leadDetailSchema },
    }),
    async (request) => updateLead(services, request.log, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/leads/:id/history',
    bank('A lead előzményei (minden változás, ki és mikor), legújabb elöl', {
      params: leadParams,
      querystring: leadHistoryQuerySchema,
      response: { 200: leadHistoryPageSchema },
    }),
    async (request) => listLeadHistory(services, request.params.id, request.query),
  );

  app.post(
    '/leads/:id/notes',
    bank('Megjegyzés a leadhez (szerzője a bejelentkezett munkatárs)', {
      params: leadParams,
      body: leadNoteInputSchema,
      response: { 201: leadDetailSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addLeadNote(services, request.log, actorOf(request), request.params.id, request.body.text),
        ),
  );

  app.post(
    '/leads/:id/tasks',
    bank('Feladat a leadhez (határidő nem kötelező)', {
      params: leadParams,
      body: leadTaskInputSchema,
      response: { 201: leadDetailSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await addLeadTask(services, request.log, actorOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/leads/:id/tasks/:taskId',
    bank('Feladat késznek vagy nyitottnak jelölése', {
      params: taskParams,
      body: leadTaskUpdateSchema,
      response: { 200: leadDetailSchema },
    }),
    async (request) =>
      setLeadTaskDone(
        services,
        request.log,
        actorOf(request),
        request.params.id,
        request.params.taskId,
        request.body.done,
      ),
  );

  app.post(
    '/leads/:id/invitation',
    bank('Regisztrációs meghívó e-mailben a leadnek (újraküldhető)', {
      params: leadParams,
      response: { 200: leadDetailSchema },
    }),
    async (request) => inviteLead(services, request.log, actorOf(request), request.params.id),
  );
};
