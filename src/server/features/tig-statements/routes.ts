import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TIG_ROLES,
  tigPreviewSchema,
  tigSelectionSchema,
  tigStatementListSchema,
  tigStatementSchema,
  tigStatementsQuerySchema,
} from '../../../domain/tig.ts';
import { uuidSchema } from '../../../domain/validation.ts';
import { roles } from '../../auth/access.ts';
import { sendDownload } from '../../platform/file-reply.ts';
import {
  generateTigStatement,
  getTigStatement,
  getTigStatementFile,
  listTigStatements,
  markTigStatementPaid,
  previewTigStatement,
} from './service.ts';
import { actorOf } from '../../auth/guard.ts';
import { routeOptions } from '../../platform/route-options.ts';

const tags = ['tig-statements'];
const statementParams = z.strictObject({ id: uuidSchema });

/**
 * Admin Light's 'TIG Generálás' and the bank's TIG dialog (docs/product.md, 'TIG statements'): one API for
 * both workspaces, under /api/tig-statements rather than /api/admin, as the bank's staff use it too.
 */
export const tigStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const readers = routeOptions(tags, { access: roles(...TIG_ROLES.read) });
  const generators = routeOptions(tags, { access: roles(...TIG_ROLES.generate) });
  const markers = routeOptions(tags, { access: roles(...TIG_ROLES.markPaid) });

  app.post(
    '/tig-statements/preview',
    generators('TIG elszámolás előnézete: darabszám, díj, összeg és a ki nem számlázható tanúsítványok', {
      body: tigSelectionSchema,
      response: { 200: tigPreviewSchema },
    }),
    async (request) => previewTigStatement(services, request.body.documentIds),
  );

  app.post(
    '/tig-statements',
    generators('TIG elszámolás készítése a kiválasztott tanúsítványokról (szövegfájl és PDF)', {
      body: tigSelectionSchema,
      response: { 201: tigStatementSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await generateTigStatement(services, request.log, actorOf(request), request.body.documentIds)),
  );

  app.get(
    '/tig-statements',
    readers('TIG elszámolások (legújabb elöl)', {
      querystring: tigStatementsQuerySchema,
      response: { 200: tigStatementListSchema },
    }),
    async (request) => listTigStatements(services, request.query),
  );

  app.get(
    '/tig-statements/:id',
    readers('Egy TIG elszámolás a tételeivel', {
      params: statementParams,
      response: { 200: tigStatementSchema },
    }),
    async (request) => getTigStatement(services, request.params.id),
  );

  for (const kind of ['text', 'pdf'] as const) {
    app.get(
      `/tig-statements/:id/${kind}`,
      readers(
        kind === 'text'
          ? 'A TIG elszámolás szövegfájlja a banknak (dátum és darabszám a nevében)'
          : 'A TIG elszámolás PDF-ben',
        { params: statementParams },
      ),
      async (request, reply) => {
        const file = await getTigStatementFile(services, request.params.id, kind);
        return sendDownload(reply, {
          contentType: file.contentType,
          fileName: file.fileName,
          body: file.stream,
        });
      },
    );
  }

  app.post(
    '/tig-statements/:id/paid',
    markers('TIG elszámolás kifizetettnek jelölése (a tanúsítványai is Kifizetve lesznek)', {
      params: statementParams,
      response: { 200: tigStatementSchema },
    }),
    async (request) => markTigStatementPaid(services, request.log, actorOf(request), request.params.id),
  );
};
