import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankDashboardSchema,
  bankMenuBadgesSchema,
  bankTodoListSchema,
  bankTodosQuerySchema,
} from '../../../domain/bank.ts';
import { roles } from '../../auth/access.ts';
import { getBankDashboard, getBankMenuBadges, listBankTodos } from './service.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['bank'];

/** The bank's start screen, for its staff only (docs/roles/bank-staff.md, 'Dashboard'). */
export const bankDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const bank = routeOptions(tags, { access: roles('bank_admin') });

  app.get(
    '/bank/dashboard',
    bank('A bank főoldalának számlálói (változás az előző 7 naphoz képest) és a teendők száma', {
      response: { 200: bankDashboardSchema },
    }),
    async () => getBankDashboard(services),
  );

  app.get(
    '/bank/dashboard/todos',
    bank('A bank teendői: sürgős kupon-ellenőrzések elöl, majd a TIG-re váró tanúsítványok', {
      querystring: bankTodosQuerySchema,
      response: { 200: bankTodoListSchema },
    }),
    async (request) => listBankTodos(services, request.query),
  );

  app.get(
    '/bank/menu-badges',
    bank('A bank menüjének jelvénye: tanúsítóra váró ügyfelek', { response: { 200: bankMenuBadgesSchema } }),
    async () => getBankMenuBadges(services),
  );
};
