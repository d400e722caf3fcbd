// What a route declares beside its handler: its OpenAPI tags and summary with its zod schemas, and its config
// (the access, and where it has them, long queries and the refusals it documents). The routes of a feature
// share their tags and most share one access, so each group is set up once and every route states only what
// is its own; the options Fastify receives are the same as if the route had spelled them out.
import type { FastifyContextConfig, FastifySchema } from 'fastify';

/**
 * The options builder of a group of routes: `const bank = routeOptions(tags, { access: LEAD_MANAGERS })`,
 * then `app.get('/leads', bank('Leadek listája', { querystring, response }), handler)`. `config` is added to
 * the group's config for this route alone (`{ longQueries: true }`).
 */
export function routeOptions(tags: string[], groupConfig: FastifyContextConfig) {
  return <S extends FastifySchema = Record<never, never>>(
    summary: string,
    schema?: S,
    config?: FastifyContextConfig,
  ): { schema: { tags: string[]; summary: string } & S; config: FastifyContextConfig } => ({
    // A route without schemas leaves S at its default, the empty object, which spreading undefined gives.
    schema: { tags, summary, ...(schema as S) },
    config: config ? { ...groupConfig, ...config } : groupConfig,
  });
}
