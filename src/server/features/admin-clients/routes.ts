import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminClientListSchema,
  adminClientSheetSchema,
  adminClientsQuerySchema,
  adminDashboardSchema,
  couponProgressSchema,
  propertyClientSchema,
} from '../../../domain/admin.ts';
import { userIdSchema, uuidSchema } from '../../../domain/validation.ts';
import { roles } from '../../auth/access.ts';
import { sendDownload, XLSX_CONTENT_TYPE } from '../../platform/file-reply.ts';
import { exportClients, exportFileName } from './export.ts';
import { exportClientsPdf } from './pdf-export.ts';
import { getAdminDashboard } from '../admin-dashboard/index.ts';
import {
  CLIENT_READERS,
  getAdminClientSheet,
  getCouponProgress,
  getPropertyClient,
  isFiltered,
  listAdminClients,
} from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['clients'];

const exportQuerySchema = adminClientsQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ scope: z.enum(['all', 'filtered']).default('filtered') });

/** 'all' drops the filters (the sort stays); 'filtered' is the list as it is on screen. */
function exportScope({ scope, ...filters }: z.output<typeof exportQuerySchema>) {
  return scope === 'all'
    ? {
        ...filters,
        status: 'all' as const,
        search: undefined,
        couponCode: undefined,
        dateFrom: undefined,
        dateTo: undefined,
      }
    : filters;
}

/** The admin dashboard is the portal admin's; /clients also admin_light's (docs/rules/access.md). */
export const adminClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const clientReaders = routeOptions(tags, { access: CLIENT_READERS });
  const portalAdmin = routeOptions(tags, { access: roles('portal_admin') });

  app.get(
    '/admin/dashboard',
    portalAdmin('Admin főoldal számlálói', { response: { 200: adminDashboardSchema } }),
    async () => getAdminDashboard(services),
  );

  app.get(
    '/admin/clients',
    clientReaders('Ügyfelek listája (szűrés, rendezés, lapozás)', {
      querystring: adminClientsQuerySchema,
      response: { 200: adminClientListSchema },
    }),
    async (request) => listAdminClients(services, request.query),
  );

  app.get(
    '/admin/clients/coupon-progress',
    clientReaders('Kuponok felhasználása: kiosztott, felhasznált és elkészült', {
      response: { 200: couponProgressSchema },
    }),
    async () => getCouponProgress(services),
  );

  app.get(
    '/admin/clients/export',
    clientReaders(
      'Excel export: minden ügyfél (ugyfelek_export.xlsx) vagy a szűrt lista (ugyfelek_riport.xlsx)',
      { querystring: exportQuerySchema },
      { longQueries: true },
    ),
    async (request, reply) => {
      const query = exportScope(request.query);
      const stream = exportClients(services, request.log, actorOf(request), query);
      return sendDownload(reply, {
        contentType: XLSX_CONTENT_TYPE,
        fileName: exportFileName(isFiltered(query)),
        body: stream,
      });
    },
  );

  app.get(
    '/admin/clients/export/pdf',
    clientReaders(
      'PDF export: a lista a szűrőkkel és a rendezéssel (A4 fekvő, oldalszámokkal)',
      { querystring: exportQuerySchema },
      { longQueries: true },
    ),
    async (request, reply) => {
      const { fileName, pdf } = await exportClientsPdf(
        services,
        request.log,
        actorOf(request),
        exportScope(request.query),
      );
      return sendDownload(reply, { contentType: 'application/pdf', fileName, body: pdf });
    },
  );

  app.get(
    '/admin/clients/:id',
    clientReaders('Ügyféllap', {
      params: z.strictObject({ id: userIdSchema }),
      response: { 200: adminClientSheetSchema },
    }),
    async (request) => getAdminClientSheet(services, request.params.id),
  );

  // A /property/{id} link opened by an administrator leads to the client's sheet: the property page
  // addresses its reader as the owner (docs/roles/portal-admin.md, 'Client list').
  app.get(
    '/admin/properties/:id',
    clientReaders('Egy ingatlan ügyfele (az ingatlan-linkek az ügyféllapra vezetnek)', {
      params: z.strictObject({ id: uuidSchema }),
      response: { 200: propertyClientSchema },
    }),
    async (request) => getPropertyClient(services, request.params.id),
  );
};
