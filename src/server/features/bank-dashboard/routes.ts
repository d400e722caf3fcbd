import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankDashboardSchema,
  bankMenuBadgesSchema,
  bankTodoListSchema,
  bankTodosQuerySchema,
} from '../../../domain/bank.ts';
import { roles } from '../../auth/access.ts';
import { getBankDashboard, getBankMenuBadges, listBankTodos } from './service.ts';

const tags = ['bank'];

/** The bank's start screen, for its staff only (docs/roles/bank-staff.md, 'Dashboard'). */
export const bankDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const bank = { access: roles('bank_admin') };

  app.get(
    '/bank/dashboard',
    {
      schema: {
        tags,
        summary: 'A bank főoldalának számlálói (változás az előző 7 naphoz képest) és a teendők száma',
        response: { 200: bankDashboardSchema },
      },
      config: bank,
    },
    async () => getBankDashboard(services),
  );

  app.get(
    '/bank/dashboard/todos',
    {
      schema: {
        tags,
        summary: 'A bank teendői: sürgős kupon-ellenőrzések elöl, majd a TIG-re váró tanúsítványok',
        querystring: bankTodosQuerySchema,
        response: { 200: bankTodoListSchema },
      },
      config: bank,
    },
    async (request) => listBankTodos(services, request.query),
  );

  app.get(
    '/bank/menu-badges',
    {
      schema: {
        tags,
        summary: 'A bank menüjének jelvénye: tanúsítóra váró ügyfelek',
        response: { 200: bankMenuBadgesSchema },
      },
      config: bank,
    },
    async () => getBankMenuBadges(services),
  );
};
