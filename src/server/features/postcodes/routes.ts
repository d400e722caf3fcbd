import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTIES } from '../../../domain/counties.ts';
import { postcodeSchema } from '../../../domain/validation.ts';
import { PUBLIC } from '../../auth/access.ts';
import { notFound } from '../../platform/errors.ts';

const postcodeResponse = z.object({
  postcode: z.string(),
  county: z.enum(COUNTIES),
  settlements: z.array(z.string()),
});

/** Postcode -> settlements and county, for the address forms (public: registration needs it). */
export const postcodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/postcodes/:postcode',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['postcodes'],
        summary: 'Irányítószámhoz tartozó települések és megye',
        params: z.strictObject({ postcode: postcodeSchema }),
        response: { 200: postcodeResponse },
      },
    },
    async (request, reply) => {
      const entries = app.services.postcodes.lookup(request.params.postcode);
      const first = entries[0];
      if (!first) throw notFound('Ismeretlen irányítószám');
      reply.header('cache-control', 'public, max-age=86400');
      return {
        postcode: first.postcode,
        county: first.county,
        settlements: entries.map((e) => e.settlement),
      };
    },
  );
};
