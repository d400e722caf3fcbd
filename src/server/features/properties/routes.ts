import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  cancelAppointmentSchema,
  certificateShareSchema,
  clientDashboardSchema,
  propertyViewSchema,
  ratingSchema,
  shareCertificateSchema,
  sharedCertificateSchema,
} from '../../../domain/property.ts';
import { addressSchema, linkTokenSchema, uuidSchema } from '../../../domain/validation.ts';
import { certificateOrderSchema } from '../../../domain/coupons.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { PUBLIC, roles, SIGNED_IN } from '../../auth/access.ts';
import { sendFile } from '../../platform/file-reply.ts';
import { openCertificate, openDocument } from './downloads.ts';
import { orderCertificate } from './order.ts';
import {
  cancelAppointment,
  getClientDashboard,
  getPropertyView,
  rateAuditor,
  updatePropertyAddress,
} from './service.ts';
import { describeSharedCertificate, openSharedCertificate, revokeShare, shareCertificate } from './shares.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['properties'];
const propertyParams = z.strictObject({ id: uuidSchema });
const withMessage = z.object({ property: propertyViewSchema, message: z.string() });

/** The client's property, order, downloads, shares and rating. */
export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const client = routeOptions(tags, { access: roles('client') });
  // The owner and the operator's staff; the service answers 404 to another client. Not the bank's staff:
  // the page it feeds addresses its reader as the owner; the bank has its client detail.
  const ownerOrStaff = routeOptions(tags, {
    access: roles('client', ...STAFF_ROLES.filter((role) => role !== 'bank_admin')),
  });
  // Also the property's auditor, who uploaded them.
  const involved = routeOptions(tags, { access: SIGNED_IN });

  app.get(
    '/client/property',
    client('Az ügyfél ingatlana és tanúsítványa (a főoldal minden adata egy válaszban)', {
      response: { 200: clientDashboardSchema },
    }),
    async (request) => getClientDashboard(services, actorOf(request)),
  );

  app.post(
    '/client/order',
    client('Tanúsítvány igénylése kuponkóddal', {
      body: certificateOrderSchema,
      response: { 200: withMessage, 201: withMessage },
    }),
    async (request, reply) => {
      const { view, created } = await orderCertificate(services, request.log, actorOf(request), request.body);
      return reply.code(created ? 201 : 200).send({ property: view, message: MESSAGES.order.success });
    },
  );

  app.get(
    '/properties/:id',
    ownerOrStaff('Egy ingatlan adatai (tulajdonosa és a munkatársak)', {
      params: propertyParams,
      response: { 200: propertyViewSchema },
    }),
    async (request) => getPropertyView(services, actorOf(request), request.params.id),
  );

  app.patch(
    '/properties/:id/address',
    client('Az ingatlan címének módosítása (igénylés előtt)', {
      params: propertyParams,
      body: addressSchema,
      response: { 200: withMessage },
    }),
    async (request) => ({
      property: await updatePropertyAddress(
        services,
        request.log,
        actorOf(request),
        request.params.id,
        request.body,
      ),
      message: MESSAGES.property.addressSaved,
    }),
  );

  app.post(
    '/properties/:id/appointment/cancel',
    client('A helyszíni felmérés időpontjának lemondása', {
      params: propertyParams,
      body: cancelAppointmentSchema,
      response: { 200: withMessage },
    }),
    async (request) => ({
      property: await cancelAppointment(
        services,
        request.log,
        actorOf(request),
        request.params.id,
        request.body.reason,
      ),
      message: MESSAGES.property.appointmentCancelled,
    }),
  );

  app.get(
    '/properties/:id/certificate',
    involved('A tanúsítvány letöltése (inline: előnézet a böngészőben)', {
      params: propertyParams,
      querystring: z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') }),
    }),
    async (request, reply) =>
      sendFile(
        reply,
        await openCertificate(services, actorOf(request), request.params.id),
        request.query.disposition,
      ),
  );

  app.get(
    '/documents/:id',
    involved('Egy dokumentum letöltése', { params: propertyParams }),
    async (request, reply) =>
      sendFile(reply, await openDocument(services, actorOf(request), request.params.id)),
  );

  app.post(
    '/properties/:id/certificate/shares',
    client(
      'A tanúsítvány megosztása emailben (7 napig érvényes link)',
      {
        params: propertyParams,
        body: shareCertificateSchema,
        response: { 201: z.object({ share: certificateShareSchema, message: z.string() }) },
      },
      { refusals: [429] },
    ),
    async (request, reply) => {
      const share = await shareCertificate(
        services,
        request.log,
        actorOf(request),
        request.params.id,
        request.body.email,
      );
      return reply.code(201).send({ share, message: MESSAGES.share.sent(share.email) });
    },
  );

  app.delete(
    '/properties/:id/certificate/shares/:shareId',
    client('Megosztás visszavonása', {
      params: z.strictObject({ id: uuidSchema, shareId: uuidSchema }),
      response: { 200: z.object({ message: z.string() }) },
    }),
    async (request) => {
      await revokeShare(services, actorOf(request), request.params.id, request.params.shareId);
      return { message: MESSAGES.share.revoked };
    },
  );

  app.post(
    '/properties/:id/rating',
    client('A tanúsító értékelése (egyszer, a tanúsítvány elkészülte után)', {
      params: propertyParams,
      body: ratingSchema,
      response: { 201: withMessage },
    }),
    async (request, reply) => {
      const property = await rateAuditor(services, actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ property, message: MESSAGES.rating.thanks });
    },
  );
};

/** Share links work without signing in: the token in the link is the permission (public plugin). */
export const sharedCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = routeOptions(tags, { access: PUBLIC });
  const services = app.services;
  // Any malformed token is simply unknown: 404 with the share message, like a revoked one's 410.
  const params = z.strictObject({ token: linkTokenSchema(200) });

  app.get(
    '/shared-certificates/:token',
    publicRoute('Megosztott tanúsítvány adatai', { params, response: { 200: sharedCertificateSchema } }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return describeSharedCertificate(services, request.params.token);
    },
  );

  app.get(
    '/shared-certificates/:token/file',
    publicRoute('Megosztott tanúsítvány letöltése', { params }),
    async (request, reply) => sendFile(reply, await openSharedCertificate(services, request.params.token)),
  );
};
