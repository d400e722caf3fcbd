import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankAuditorDetailSchema,
  bankAuditorListSchema,
  bankAuditorParamsSchema,
  bankAuditorsQuerySchema,
} from '../../../domain/bank-auditors.ts';
import { roles } from '../../auth/access.ts';
import { getBankAuditor, listBankAuditors } from './service.ts';

const tags = ['bank'];

/** The bank's /auditors, 'Energetikai tanúsítók' (docs/roles/bank-staff.md, 'Auditor directory'). */
export const bankAuditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const bank = { access: roles('bank_admin') };

  app.get(
    '/bank/auditors',
    {
      schema: {
        tags,
        summary: 'Energetikai tanúsítók: keresés, értékelési szűrő, lapozva',
        querystring: bankAuditorsQuerySchema,
        response: { 200: bankAuditorListSchema },
      },
      config: bank,
    },
    async (request) => listBankAuditors(services, request.query),
  );

  app.get(
    '/bank/auditors/:id',
    {
      schema: {
        tags,
        summary: 'Egy tanúsító részletei a bank számára (belső adatok nélkül)',
        params: bankAuditorParamsSchema,
        response: { 200: bankAuditorDetailSchema },
      },
      config: bank,
    },
    async (request) => getBankAuditor(services, request.params.id),
  );
};
