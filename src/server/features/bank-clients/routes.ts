import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankClientDetailSchema,
  bankClientListSchema,
  bankClientsQuerySchema,
  bankStatementShareSchema,
  bankTigSelectionResultSchema,
  bankTigSelectionSchema,
} from '../../../domain/bank.ts';
import { userIdSchema, uuidSchema } from '../../../domain/validation.ts';
import { sendFile } from '../../platform/file-reply.ts';
import { openCertificate } from '../properties/index.ts';
import {
  BANK_STAFF,
  bankClientPropertyId,
  clientOfProperty,
  getBankClientDetail,
  listBankClients,
  resolveTigSelection,
  shareStatementWithBank,
} from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['bank'];
const clientParams = z.strictObject({ id: userIdSchema });

/** The bank's own client screens (list, TIG dialog, client detail), for its staff only. */
export const bankClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const bank = routeOptions(tags, { access: BANK_STAFF });

  app.get(
    '/bank/clients',
    bank('A bank ügyfelei (keresés névre vagy emailre, állapot szűrő, lapozás)', {
      querystring: bankClientsQuerySchema,
      response: { 200: bankClientListSchema },
    }),
    async (request) => listBankClients(services, request.query),
  );

  app.post(
    '/bank/clients/tig-selection',
    bank('A kiválasztott ügyfelek tanúsítványai a TIG elszámoláshoz, és akiknek még nincs', {
      body: bankTigSelectionSchema,
      response: { 200: bankTigSelectionResultSchema },
    }),
    async (request) => resolveTigSelection(services, request.body),
  );

  app.post(
    '/bank/tig-statements/:id/share',
    bank('A TIG elszámolás elküldése emailben a bank elszámolási címére', {
      params: z.strictObject({ id: uuidSchema }),
      response: { 200: bankStatementShareSchema },
    }),
    async (request) => shareStatementWithBank(services, request.log, actorOf(request), request.params.id),
  );

  app.get(
    '/bank/clients/:id',
    bank('Egy ügyfél adatai a banknak (ingatlan, kupon és ellenőrzése, folyamat, tanúsítvány)', {
      params: clientParams,
      response: { 200: bankClientDetailSchema },
    }),
    async (request) => getBankClientDetail(services, request.params.id),
  );

  // An old /property/{id} link opened by the bank's staff leads to the client detail instead
  // (docs/product.md, "The bank's view of a client").
  app.get(
    '/bank/properties/:id',
    bank('Egy ingatlan ügyfelének azonosítója (a régi ingatlan-linkek a banki ügyféllapra vezetnek)', {
      params: z.strictObject({ id: uuidSchema }),
      response: { 200: z.object({ clientId: z.string() }) },
    }),
    async (request) => ({ clientId: await clientOfProperty(services, request.params.id) }),
  );

  app.get(
    '/bank/clients/:id/certificate',
    bank('Az ügyfél tanúsítványának letöltése', { params: clientParams }),
    async (request, reply) => {
      const propertyId = await bankClientPropertyId(services, request.params.id);
      return sendFile(reply, await openCertificate(services, actorOf(request), propertyId));
    },
  );
};
