import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankReportFileName, bankReportQuerySchema, bankReportSchema } from '../../../domain/bank-reports.ts';
import { sendDownload, XLSX_CONTENT_TYPE } from '../../platform/file-reply.ts';
import { exportBankReport } from './export.ts';
import { bankReport, REPORT_READERS } from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['bank-reports'];

/** /billing is the bank's reports for bank_admin (the operator's /billing is settlement). */
export const bankReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const bank = routeOptions(tags, { access: REPORT_READERS });

  app.get(
    '/bank/reports',
    bank('A bank riportja: összesítő, állapotok, havi trend, teljesítmény, megyék (időszak, megye)', {
      querystring: bankReportQuerySchema,
      response: { 200: bankReportSchema },
    }),
    async (request) => bankReport(services, request.query),
  );

  app.get(
    '/bank/reports/export',
    bank(
      'A bank riportja Excelben (.xlsx, munkalaponként) a megadott szűrőkkel',
      { querystring: bankReportQuerySchema },
      { longQueries: true },
    ),
    async (request, reply) => {
      const report = await bankReport(services, request.query);
      const stream = exportBankReport(services, request.log, actorOf(request), report);
      return sendDownload(reply, {
        contentType: XLSX_CONTENT_TYPE,
        fileName: bankReportFileName(report),
        body: stream,
      });
    },
  );
};
