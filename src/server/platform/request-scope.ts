// Every request's statements run in a query scope (db/query-scope.ts): a person's list or search is limited
// to STATEMENT_TIMEOUT_MS (5 s) and cancelled when they go away; a route that works in bulk declares
// `config: { longQueries: true }`. The answer says how long the database took (Server-Timing: db), which the
// benchmarks report beside the whole request's time.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queryScopes, type QueryScope } from '../db/query-scope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An export or an import: its statements may run longer than a person's list may. */
    longQueries?: true;
  }
}

const scopes = new WeakMap<FastifyRequest, QueryScope>();

/** `statementTimeoutMs`: a person's statement's limit (config STATEMENT_TIMEOUT_MS, 5 s). */
export function scopeQueriesToRequests(app: FastifyInstance, statementTimeoutMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const gone = new AbortController();
    // 'close' before the answer was ended: the person closed the page or the connection broke.
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) gone.abort();
    });
    const scope: QueryScope = {
      statementTimeoutMs: request.routeOptions.config.longQueries ? 0 : statementTimeoutMs,
      parallelPlans: request.routeOptions.config.longQueries === true,
      signal: gone.signal,
      databaseMs: 0,
    };
    scopes.set(request, scope);
    queryScopes.run(scope, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const scope = scopes.get(request);
    if (scope) reply.header('server-timing', `db;dur=${scope.databaseMs.toFixed(1)}`);
    return payload;
  });
}
