import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditorClientDetailSchema } from '../../../domain/auditor-workspace.ts';
import { FILE_MAX_BYTES } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import { onboardedRoles } from '../../auth/access.ts';
import { AppError } from '../../platform/errors.ts';
import { multipartFile } from '../../platform/multipart-file.ts';
import { getAuditorClient } from '../property-scope/index.ts';
import { uploadCertificate } from './upload.ts';
import { actorOf } from '../../auth/guard.ts';

const tags = ['certificates'];

export const certificateUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  // One file per request; the plugin stops reading a file at the limit (receiveUpload refuses it).
  await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/auditor/properties/:id/certificate',
    {
      schema: {
        tags,
        summary: 'Tanúsítvány feltöltése (multipart: certificate; PDF vagy kép, legfeljebb 10 MB)',
        params: z.strictObject({ id: uuidSchema }),
        response: { 201: z.object({ client: auditorClientDetailSchema, message: z.string() }) },
      },
      config: { access: onboardedRoles('auditor') },
    },
    async (request, reply) => {
      const file = await multipartFile(
        request,
        'certificate',
        new AppError('no_file', 400, MESSAGES.auditorWorkspace.uploadNoFile),
      );
      const uploaded = await uploadCertificate(services, request.log, actorOf(request), request.params.id, {
        stream: file.file,
        fileName: file.filename,
      });
      return reply.code(201).send({
        client: await getAuditorClient(services, actorOf(request), request.params.id),
        message: MESSAGES.auditorWorkspace.uploadSuccess(uploaded.clientName),
      });
    },
  );
};
