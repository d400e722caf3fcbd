// buildApp(services) returns a ready Fastify instance; main.ts only listens, tests call app.inject.
import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DrizzleQueryError } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import '../domain/zod-locale.ts';
import { ERROR_MESSAGES } from '../domain/messages.ts';
import { isStaffRole } from '../domain/roles.ts';
import { AppError, type ErrorBody, type FieldError } from './platform/errors.ts';
import { openApiOptions } from './platform/openapi.ts';
import { apiGuideRoutes } from './platform/api-guide.ts';
import { devMailboxRoutes } from './platform/mail/dev-mailbox.ts';
import { devClockRoutes, type DevClock } from './platform/dev-clock.ts';
import type { AppServices } from './services.ts';
import { authorize, publicPlugin, recordRoutes } from './auth/access.ts';
import { sessionCookieName } from './auth/auth.ts';
import { readActor } from './auth/guard.ts';
import { allowedOrigins } from './auth/origins.ts';
import { WEB_DIST } from './paths.ts';
import { registerWebApp } from './platform/web-app.ts';
import type { Phase } from './platform/readiness.ts';
import { systemRoutes } from './features/system/routes.ts';
import { postcodeRoutes } from './features/postcodes/routes.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { propertyRoutes, sharedCertificateRoutes } from './features/properties/routes.ts';
import { legalDocumentRoutes } from './features/documents/legal-documents.ts';
import { auditorWorkspaceRoutes, calendarFeedRoutes } from './features/auditor-workspace/routes.ts';
import { appointmentRoutes } from './features/appointments/routes.ts';
import { certificateUploadRoutes } from './features/certificates/routes.ts';
import { noteRoutes } from './features/notes/routes.ts';
import { assignmentRoutes } from './features/assignment/routes.ts';
import { reassignmentRoutes } from './features/assignment/reassignment-routes.ts';
import { adminClientRoutes } from './features/admin-clients/routes.ts';
import { adminAuditorRoutes } from './features/auditors/routes.ts';
import { systemLogRoutes } from './features/system-log/routes.ts';
import { tigStatementRoutes } from './features/tig-statements/routes.ts';
import { bankClientRoutes } from './features/bank-clients/routes.ts';
import { bankDashboardRoutes } from './features/bank-dashboard/routes.ts';
import { couponRoutes } from './features/coupons/routes.ts';
import { newsRoutes } from './features/news/routes.ts';
import { supportRoutes } from './features/support/routes.ts';
import { adminCertificateRoutes } from './features/certificates/admin-routes.ts';
import { weeklyZipRoutes } from './features/weekly-zip/routes.ts';
import { bankReportRoutes } from './features/bank-reports/routes.ts';
import { settlementRoutes } from './features/settlement/routes.ts';
import { leadRoutes } from './features/leads/routes.ts';
import { clientActivityRoutes } from './features/client-activity/routes.ts';
import { bankAuditorRoutes } from './features/bank-auditors/routes.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { apiKeyRoutes } from './features/api-keys/routes.ts';
import { apiV1Routes } from './features/api-v1/routes.ts';
import { appointmentEraser } from './features/appointments/index.ts';
import { leadEraser } from './features/leads/index.ts';
import { isQueryCanceled } from './db/query-scope.ts';
import { scopeQueriesToRequests } from './platform/request-scope.ts';
import { tigStatementEraser } from './features/tig-statements/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Where this instance is in its life; main.ts moves it from 'starting' to 'serving'. */
    lifecycle: { phase: Phase };
  }
}

const JSON_BODY_LIMIT = 256 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface BuildOptions {
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: DestinationStream;
  /** DEV_CLOCK: the clock that /dev/clock moves (main.ts passes it; never in production). */
  devClock?: DevClock;
  /** The built web app's folder (dist/web unless a test builds one of its own). */
  webDist?: string;
  /**
   * The API answers 503 'starting' until `app.lifecycle.phase` is set to 'serving' (main.ts: once the demo
   * data of a first start exist, so nobody signs in to a half-written database).
   */
  starting?: boolean;
}

/** The routes that answer in every phase: they say which phase it is. */
const HEALTH_ROUTES = new Set(['/api/health', '/api/health/ready']);

export async function buildApp(services: AppServices, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (() => {
            const hops = config.trustProxy;
            return (_address: string, hop: number) => hop < hops;
          })()
        : config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // A request that reaches a closing instance (on a kept-alive connection) is answered by the hook below,
    // in Hungarian and in the portal's error shape, not by Fastify's English 503.
    return503OnClosing: false,
    // A malformed or over-long address answers in the portal's shape and language, not Fastify's.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('services', services);
  // A switch of the rate-limit counters to PostgreSQL and back (Redis down) is logged in the app's log.
  services.rateLimiter.attachLogger?.(app.log);
  app.decorateRequest('actor', null);
  app.decorateRequest('apiKey', null);
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // One log line per request, with the request id that the reply carries too.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  scopeQueriesToRequests(app, config.statementTimeoutMs);

  // Starting (the demo data not yet written) or shutting down: the API sends people elsewhere or asks them
  // to try again, and only the health routes answer, saying which it is. Pages and their files are served.
  app.decorate('lifecycle', { phase: options.starting ? 'starting' : 'serving' });
  app.addHook('preClose', async () => {
    app.lifecycle.phase = 'closing';
  });
  app.addHook('onRequest', async (request) => {
    const { phase } = app.lifecycle;
    if (phase === 'serving' || !request.url.startsWith('/api/')) return;
    if (HEALTH_ROUTES.has(request.routeOptions.url ?? '')) return;
    throw AppError.of(phase === 'starting' ? 'starting' : 'shutting_down', 503, {
      headers: { 'retry-after': '5' },
    });
  });

  // State-changing requests from another site are refused (docs/rules/access.md, 'Cross-site requests'):
  // browsers send Origin on every cross-site POST, and Sec-Fetch-Site when Origin is withheld. Clients
  // without either (scripts, the command line) carry no ambient cookies to abuse.
  const ownOrigins = new Set(allowedOrigins(config));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The machine API reads no cookie, only its bearer key, which no other site can make a browser send
    // (decision 0025).
    if (request.routeOptions.config.access?.kind === 'api-key') return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const foreign = origin !== undefined ? !ownOrigins.has(origin) : site === 'cross-site';
    if (foreign) throw new AppError('forbidden_origin', 403, ERROR_MESSAGES.forbidden_origin);
  });
  // Every route's declared access (auth/access.ts), before its body is read.
  app.addHook('onRequest', authorize(services));
  // API answers are personal unless a route says otherwise (public postcode data): no browser, proxy or
  // back button may keep a copy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // The route pattern, not the URL: query strings may carry tokens.
        route: request.routeOptions.url ?? 'not-found',
        path: request.url.split('?')[0],
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  // Decision 0013: answers of more than 1 KB in a text format (the API's JSON) go out compressed, brotli at
  // the plugin's fast setting or gzip. The web app's files come compressed from the build; downloads that
  // are already compressed (.xlsx, .zip, .pdf, images) go out as they are.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes:
      /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|image\/svg\+xml)|\+(?:json|xml)(?:;|$)/,
  });

  const isHttps = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables and component styles inline; no script may run inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://tile.openstreetmap.org',
          'https://*.tile.openstreetmap.org',
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'], // the ALTCHA widget solves its challenge in blob: workers
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  await app.register(
    swagger,
    openApiOptions({ publicUrl: config.publicUrl, sessionCookie: sessionCookieName(config.publicUrl) }),
  );
  await app.register(publicPlugin(swaggerUi), {
    routePrefix: '/api/docs',
    // Swagger UI's own CSP with upgrade-insecure-requests only where the portal is served over https.
    staticCSP: `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'${isHttps ? '; upgrade-insecure-requests' : ''}`,
  });
  // The bank developers' walk-through beside the reference, linked from the reference's description.
  await app.register(apiGuideRoutes, { prefix: '/api/docs' });

  // The API speaks JSON only: a text body is refused with 415 instead of reaching the validators.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));

  // Account erasure (features/accounts/profile.ts) runs these in its transaction, in this order. A feature that
  // comes to keep personal data adds its eraser here.
  services.erasure.register(leadEraser, tigStatementEraser, appointmentEraser);

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(postcodeRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api/account' });
  await app.register(propertyRoutes, { prefix: '/api' });
  await app.register(sharedCertificateRoutes, { prefix: '/api' });
  await app.register(auditorWorkspaceRoutes, { prefix: '/api' });
  await app.register(appointmentRoutes, { prefix: '/api' });
  await app.register(certificateUploadRoutes, { prefix: '/api' });
  await app.register(noteRoutes, { prefix: '/api' });
  await app.register(assignmentRoutes, { prefix: '/api' });
  await app.register(reassignmentRoutes, { prefix: '/api' });
  await app.register(adminClientRoutes, { prefix: '/api' });
  await app.register(adminAuditorRoutes, { prefix: '/api' });
  await app.register(calendarFeedRoutes, { prefix: '/api' });
  await app.register(systemLogRoutes, { prefix: '/api' });
  await app.register(tigStatementRoutes, { prefix: '/api' });
  await app.register(bankDashboardRoutes, { prefix: '/api' });
  await app.register(bankClientRoutes, { prefix: '/api' });
  await app.register(bankReportRoutes, { prefix: '/api' });
  await app.register(settlementRoutes, { prefix: '/api' });
  await app.register(couponRoutes, { prefix: '/api' });
  await app.register(adminCertificateRoutes, { prefix: '/api' });
  await app.register(clientActivityRoutes, { prefix: '/api' });
  await app.register(bankAuditorRoutes, { prefix: '/api' });
  await app.register(webhookRoutes, { prefix: '/api' });
  await app.register(weeklyZipRoutes, { prefix: '/api' });
  await app.register(leadRoutes, { prefix: '/api' });
  await app.register(supportRoutes, { prefix: '/api' });
  await app.register(newsRoutes, { prefix: '/api' });
  await app.register(apiKeyRoutes, { prefix: '/api' });
  // The machine API: bearer keys only (docs/rules/api.md).
  await app.register(apiV1Routes, { prefix: '/api/v1' });
  await app.register(legalDocumentRoutes);
  // The dev mailbox holds confirmation and reset links: never in production, never beside a real relay.
  if (!config.isProduction && !config.smtpUrl)
    await app.register(devMailboxRoutes, { prefix: '/dev/mailbox' });
  if (options.devClock && !config.isProduction)
    await app.register(devClockRoutes(options.devClock), { prefix: '/dev/clock' });

  // A page's preloads follow who asks; without the database the page still comes, announcing less.
  await registerWebApp(
    app,
    options.webDist ?? WEB_DIST,
    async (request) => {
      const actor = await readActor(services, request).catch(() => null);
      return (
        actor && {
          role: actor.role,
          onboarded: actor.onboarded,
          blocked:
            actor.profile.passwordChangeRequired || (isStaffRole(actor.role) && !actor.twoFactorEnabled),
          firstName: actor.profile.firstName,
          name: actor.profile.name,
        }
      );
    },
    config.bank.name,
  );
  return app;
}

const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
// PostgreSQL SQLSTATEs: admin shutdown, crash shutdown, cannot connect now, too many connections
const PG_UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * A database that cannot be reached. Network error codes count only under a failed database query, so
 * an SMTP, S3 or Redis outage is not reported as a database one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let viaDatabase = false;
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    viaDatabase ||= current instanceof DrizzleQueryError;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (PG_UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
    if (viaDatabase && typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|PGlite is closed|Client was closed|Cannot use a pool after calling end/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const reply_ = (
    status: number,
    code: string,
    message: string,
    fields?: FieldError[],
    details?: Record<string, unknown>,
  ) => {
    const body: ErrorBody = {
      error: {
        code,
        message,
        ...(fields ? { fields } : {}),
        ...(details ? { details } : {}),
        requestId: request.id,
      },
    };
    return reply.code(status).send(body);
  };

  if (error instanceof AppError) {
    request.log.info({ code: error.code, status: error.statusCode }, 'request refused');
    if (error.headers) reply.headers(error.headers);
    return reply_(error.statusCode, error.code, error.message, error.fields, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
        .filter(Boolean)
        .join('.'),
      message: issue.message ?? ERROR_MESSAGES.validation_error,
    }));
    request.log.info({ fields }, 'invalid input');
    return reply_(400, 'validation_error', fields[0]?.message ?? ERROR_MESSAGES.validation_error, fields);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      request.log.info({ code: error.code }, 'invalid JSON body');
      return reply_(400, 'invalid_json', ERROR_MESSAGES.invalid_json);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      request.log.info({ code: error.code }, 'body too large');
      return reply_(413, 'payload_too_large', ERROR_MESSAGES.payload_too_large);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      request.log.info({ code: error.code }, 'unsupported media type');
      return reply_(415, 'unsupported_media_type', ERROR_MESSAGES.unsupported_media_type);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      request.log.info({ code: error.code }, 'not a multipart upload');
      return reply_(415, 'unsupported_media_type', ERROR_MESSAGES.unsupported_media_type);
    case 'FST_ERR_BAD_URL':
      request.log.info({ code: error.code }, 'malformed address');
      return reply_(400, 'bad_url', ERROR_MESSAGES.bad_url);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      request.log.info({ code: error.code }, 'address too long');
      return reply_(414, 'uri_too_long', ERROR_MESSAGES.uri_too_long);
    case 'FST_REQ_FILE_TOO_LARGE':
      request.log.info({ code: error.code }, 'file too large');
      return reply_(413, 'file_too_large', ERROR_MESSAGES.file_too_large);
  }
  if (isQueryCanceled(error)) {
    // Over the interactive statement timeout, or the person left (then nobody reads this answer).
    request.log.warn({ err: error }, 'statement cancelled');
    return reply_(422, 'query_timeout', ERROR_MESSAGES.query_timeout);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply_(503, 'database_unavailable', ERROR_MESSAGES.database_unavailable);
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return reply_(400, 'invalid_json', ERROR_MESSAGES.invalid_json);
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return reply_(error.statusCode, 'bad_request', ERROR_MESSAGES.validation_error);
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply_(500, 'internal_error', ERROR_MESSAGES.internal_error);
}
