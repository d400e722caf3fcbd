import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COUPON_FILE_MAX_BYTES,
  COUPON_TEMPLATE_FILE_NAME,
  couponApprovalResultSchema,
  couponApprovalSchema,
  couponCheckPageSchema,
  couponCheckQuerySchema,
  couponImportReportSchema,
  couponStatisticsSchema,
} from '../../../domain/coupons.ts';
import { AppError } from '../../platform/errors.ts';
import { sendDownload } from '../../platform/file-reply.ts';
import { multipartTable } from '../../platform/multipart-file.ts';
import {
  approveCoupons,
  COUPON_MANAGERS,
  couponStatistics,
  couponTemplate,
  importCoupons,
  listCouponChecks,
  previewCouponImport,
} from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['coupons'];

export const NO_COUPON_FILE = 'Kérjük, válasszon ki egy kuponfájlt (.csv, .xlsx vagy .xls).';
const noFile = () => new AppError('no_file', 400, NO_COUPON_FILE);
/** The file a preview and an import read: one table of at most 25 MB. */
const couponFile = (request: FastifyRequest) =>
  multipartTable(request, { missing: noFile(), maxBytes: COUPON_FILE_MAX_BYTES });

/**
 * The coupon check and coupon manager are the bank's staff's (docs/roles/bank-staff.md, 'Coupon check').
 * The statistics are the bank's figures too; the operator has its own coupon progress on the client list.
 */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const bank = routeOptions(tags, { access: COUPON_MANAGERS });
  await app.register(multipart, {
    limits: { fileSize: COUPON_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  app.get(
    '/coupons/checks',
    bank('Kupon ellenőrzés: megrendelt ingatlanok kuponnal, keresve és szűrve, lapozva', {
      querystring: couponCheckQuerySchema,
      response: { 200: couponCheckPageSchema },
    }),
    async (request) => listCouponChecks(services, request.query),
  );

  app.post(
    '/coupons/approvals',
    bank('A kiválasztott (vagy a szűrésnek megfelelő összes) megrendelés kuponjának jóváhagyása', {
      body: couponApprovalSchema,
      response: { 200: couponApprovalResultSchema },
    }),
    async (request) => approveCoupons(services, request.log, actorOf(request), request.body),
  );

  app.get(
    '/coupons/statistics',
    bank('Kupon statisztika: kiadott, beváltott, lejárt és felhasználatlan kuponok', {
      response: { 200: couponStatisticsSchema },
    }),
    async () => couponStatistics(services),
  );

  app.get(
    '/coupons/template',
    bank('Kuponfájl sablon (CSV: code, address, expiry_date)'),
    async (_request, reply) =>
      sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: COUPON_TEMPLATE_FILE_NAME,
        body: couponTemplate(),
      }),
  );

  app.post(
    '/coupons/import/preview',
    bank(
      'Kuponfájl előnézete (multipart: file; .csv, .xlsx, .xls): soronkénti jelentés, írás nélkül',
      { response: { 200: couponImportReportSchema } },
      { longQueries: true },
    ),
    async (request) => {
      const { bytes } = await couponFile(request);
      return previewCouponImport(services, bytes);
    },
  );

  app.post(
    '/coupons/import',
    bank(
      'Kuponfájl érvényes sorainak importálása (multipart: file), soronkénti jelentéssel',
      { response: { 200: couponImportReportSchema } },
      { longQueries: true },
    ),
    async (request) => {
      const { bytes, fileName } = await couponFile(request);
      return importCoupons(services, request.log, actorOf(request), bytes, fileName);
    },
  );
};
