// A clock that browser journeys can move forward (DEV_CLOCK=true, never in production): overdue work,
// reminders and "tomorrow" are then tested through the real server instead of by editing the database.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../auth/access.ts';
import { notFound } from './errors.ts';
import { isLoopback } from './mail/dev-mailbox.ts';

export class DevClock {
  #offsetMs = 0;
  readonly now = () => new Date(Date.now() + this.#offsetMs);
  get offsetMs(): number {
    return this.#offsetMs;
  }
  set offsetMs(value: number) {
    this.#offsetMs = value;
  }
}

const state = z.object({ now: z.iso.datetime(), offsetMs: z.number() });

export function devClockRoutes(clock: DevClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isLoopback(request.ip)) throw notFound();
    });
    // Loopback only (the hook above).
    const local = { access: PUBLIC };
    const answer = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs });
    app.get('/', { config: local, schema: { hide: true, response: { 200: state } } }, async () => answer());
    app.post(
      '/',
      {
        config: local,
        schema: {
          hide: true,
          // At most a year either way: enough for any journey.
          body: z.strictObject({ offsetMs: z.number().int().min(-31_536_000_000).max(31_536_000_000) }),
          response: { 200: state },
        },
      },
      async (request) => {
        clock.offsetMs = request.body.offsetMs;
        return answer();
      },
    );
  };
}
