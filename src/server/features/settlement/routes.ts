import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markSettlementPaidSchema,
  settlementFileName,
  settlementHistorySchema,
  settlementMonthViewSchema,
  settlementPaymentSchema,
  settlementQuerySchema,
} from '../../../domain/settlement.ts';
import { userIdSchema, uuidSchema } from '../../../domain/validation.ts';
import { sendDownload, XLSX_CONTENT_TYPE } from '../../platform/file-reply.ts';
import { exportSettlement } from './export.ts';
import {
  auditorSettlementHistory,
  markSettlementPaid,
  reverseSettlementPayment,
  settlementHistory,
  settlementMonth,
  SETTLED_AUDITORS,
  SETTLEMENT_ADMINS,
} from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['settlement'];

/** The portal admin's /billing is the settlement with the auditors (docs/roles/portal-admin.md). */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const admin = routeOptions(tags, { access: SETTLEMENT_ADMINS });
  const settled = routeOptions(tags, { access: SETTLED_AUDITORS });

  app.get(
    '/admin/settlements',
    admin('Tanúsítói elszámolás egy hónapra: soronként egy tanúsító, összesítő (hónap, tanúsító, állapot)', {
      querystring: settlementQuerySchema,
      response: { 200: settlementMonthViewSchema },
    }),
    async (request) => settlementMonth(services, request.query),
  );

  app.get(
    '/admin/settlements/export',
    admin(
      'A havi tanúsítói elszámolás Excelben (.xlsx) a megadott szűrőkkel',
      { querystring: settlementQuerySchema },
      { longQueries: true },
    ),
    async (request, reply) => {
      const view = await settlementMonth(services, request.query);
      const stream = exportSettlement(services, request.log, actorOf(request), view);
      return sendDownload(reply, {
        contentType: XLSX_CONTENT_TYPE,
        fileName: settlementFileName(view.month),
        body: stream,
      });
    },
  );

  app.post(
    '/admin/settlements/payments',
    admin('Egy tanúsító havi tanúsítványainak kifizetettnek jelölése (hivatkozással)', {
      body: markSettlementPaidSchema,
      response: { 201: settlementPaymentSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await markSettlementPaid(services, request.log, actorOf(request), request.body)),
  );

  app.post(
    '/admin/settlements/payments/:id/reversal',
    admin('Egy kifizetés visszavonása (a tanúsítványok újra függőben lesznek)', {
      params: z.strictObject({ id: uuidSchema }),
      response: { 200: settlementPaymentSchema },
    }),
    async (request) => reverseSettlementPayment(services, request.log, actorOf(request), request.params.id),
  );

  app.get(
    '/admin/auditors/:id/settlements',
    admin('Egy tanúsító kifizetései havonta (kifizetett és függőben)', {
      params: z.strictObject({ id: userIdSchema }),
      response: { 200: settlementHistorySchema },
    }),
    async (request) => auditorSettlementHistory(services, actorOf(request), request.params.id),
  );

  app.get(
    '/auditor/settlements',
    settled('A tanúsító saját elszámolása havonta', { response: { 200: settlementHistorySchema } }),
    async (request) => settlementHistory(services, actorOf(request)),
  );
};
