import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUploadParamsSchema,
  BULK_ERROR_COUNT_HEADER,
  BULK_ERRORS_HEADER,
  certificateFiltersSchema,
  certificateIdsSchema,
  certificateListSchema,
  certificateParamsSchema,
  certificateSelectionSchema,
  certificatesQuerySchema,
  uploadClientsQuerySchema,
  uploadClientsSchema,
} from '../../../domain/certificates.ts';
import { FILE_MAX_BYTES } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { AppError } from '../../platform/errors.ts';
import { sendDownload } from '../../platform/file-reply.ts';
import { multipartFile } from '../../platform/multipart-file.ts';
import { startBulkDownload } from './bulk-download.ts';
import {
  CERTIFICATE_MANAGERS,
  deleteCertificate,
  listCertificateIds,
  listCertificates,
  searchUploadClients,
} from './service.ts';
import { uploadCertificateForClient } from './upload.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['certificates'];

/** How many of the unreadable files the bulk ZIP's header names (the archive lists them all). */
const ERRORS_IN_HEADER = 20;

/** Admin Light alone lists, uploads, downloads and deletes certificates (docs/rules/access.md). */
export const adminCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const adminLight = routeOptions(tags, { access: CERTIFICATE_MANAGERS });
  await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get(
    '/admin/certificates',
    adminLight('Tanúsítványok listája (keresés, számlázási állapot, feltöltési dátum, rendezés, lapozás)', {
      querystring: certificatesQuerySchema,
      response: { 200: certificateListSchema },
    }),
    async (request) => listCertificates(services, request.query),
  );

  app.get(
    '/admin/certificates/ids',
    adminLight('Minden, a szűrésnek megfelelő tanúsítvány azonosítója (legfeljebb 5 000)', {
      querystring: certificateFiltersSchema,
      response: { 200: certificateIdsSchema },
    }),
    async (request) => listCertificateIds(services, request.query),
  );

  app.get(
    '/admin/certificates/clients',
    adminLight('Ügyfélválasztó a feltöltéshez (név, email vagy cím szerint)', {
      querystring: uploadClientsQuerySchema,
      response: { 200: uploadClientsSchema },
    }),
    async (request) => searchUploadClients(services, request.query.search),
  );

  app.post(
    '/admin/clients/:id/certificate',
    adminLight(
      'Tanúsítvány feltöltése egy ügyfélnek (multipart: certificate; PDF, JPEG vagy PNG, max. 10 MB)',
      {
        params: adminUploadParamsSchema,
        response: {
          201: z.object({ documentId: z.uuid(), fileName: z.string(), message: z.string() }),
        },
      },
    ),
    async (request, reply) => {
      const file = await multipartFile(
        request,
        'certificate',
        new AppError('no_file', 400, MESSAGES.auditorWorkspace.uploadNoFile),
      );
      const uploaded = await uploadCertificateForClient(
        services,
        request.log,
        actorOf(request),
        request.params.id,
        { stream: file.file, fileName: file.filename },
      );
      return reply.code(201).send({
        documentId: uploaded.documentId,
        fileName: uploaded.fileName,
        message: MESSAGES.certificates.uploaded(uploaded.clientName),
      });
    },
  );

  app.post(
    '/admin/certificates/download',
    adminLight(
      'A kijelölt tanúsítványok egy ZIP fájlban (tartalomjegyzékkel; a nem olvasható fájlok listájával)',
      { body: certificateSelectionSchema },
      { longQueries: true },
    ),
    async (request, reply) => {
      const download = await startBulkDownload(services, request.log, actorOf(request), request.body.ids);
      const named = download.knownErrors.slice(0, ERRORS_IN_HEADER);
      return sendDownload(
        reply
          .header(BULK_ERROR_COUNT_HEADER, String(download.knownErrors.length))
          .header(BULK_ERRORS_HEADER, encodeURIComponent(JSON.stringify(named))),
        { contentType: 'application/zip', fileName: download.fileName, body: download.stream },
      );
    },
  );

  app.delete(
    '/admin/certificates/:id',
    adminLight('Tanúsítvány végleges törlése (az ingatlan visszakerül feltöltés előtti állapotba)', {
      params: certificateParamsSchema,
      response: {
        200: z.object({ fileName: z.string(), propertyStatus: z.string(), message: z.string() }),
      },
    }),
    async (request) => {
      const deleted = await deleteCertificate(services, request.log, actorOf(request), request.params.id);
      return {
        fileName: deleted.fileName,
        propertyStatus: deleted.propertyStatus,
        message: MESSAGES.certificates.deleted(deleted.fileName),
      };
    },
  );
};
