import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankAuditorDetailSchema,
  bankAuditorListSchema,
  bankAuditorParamsSchema,
  bankAuditorsQuerySchema,
} from '../../../domain/bank-auditors.ts';
import { roles } from '../../auth/access.ts';
import { getBankAuditor, listBankAuditors } from './service.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['bank'];

/** The bank's /auditors, 'Energetikai tanúsítók' (docs/roles/bank-staff.md, 'Auditor directory'). */
export const bankAuditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const bank = routeOptions(tags, { access: roles('bank_admin') });

  app.get(
    '/bank/auditors',
    bank('Energetikai tanúsítók: keresés, értékelési szűrő, lapozva', {
      querystring: bankAuditorsQuerySchema,
      response: { 200: bankAuditorListSchema },
    }),
    async (request) => listBankAuditors(services, request.query),
  );

  app.get(
    '/bank/auditors/:id',
    bank('Egy tanúsító részletei a bank számára (belső adatok nélkül)', {
      params: bankAuditorParamsSchema,
      response: { 200: bankAuditorDetailSchema },
    }),
    async (request) => getBankAuditor(services, request.params.id),
  );
};
