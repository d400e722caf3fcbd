// No input produces a 5xx (docs/rules/errors.md, 'No 5xx from input'). A sample of generated malformed
// requests (test/malformed.ts) goes to every route as the role it admits; `npm run bench -- fuzz` sends ten
// thousand and more. FUZZ_SEED repeats a run.
import { beforeAll, describe, expect, it } from 'vitest';
import { createFuzzWorld, type FuzzWorld } from './test/fuzz-world.ts';
import { type FuzzRequest, malformedRequests, seededRandom, sendMalformed } from './test/malformed.ts';
import { testAppForFile } from './test/test-app.ts';

const t = testAppForFile({}, { env: { CAPTCHA_MAX_NUMBER: '20' } });
let world: FuzzWorld;
const seed = Number(process.env.FUZZ_SEED ?? 14);

beforeAll(async () => {
  await t.app.ready();
  world = await createFuzzWorld(t.app, t.services);
}, 60_000);

describe('malformed input', () => {
  it(`never answers 5xx, refuses in Hungarian and changes nothing it refused (seed ${seed})`, async () => {
    const random = seededRandom(seed);
    const requests: FuzzRequest[] = world.routes.flatMap((route) =>
      malformedRequests(route, world.contextFor(route), random, 2),
    );
    const report = await sendMalformed(t.app, t.services.database.db, requests, world);
    expect(report.problems.join('\n')).toBe('');
    expect(report.requests).toBe(requests.length);
    // Every route was reached past its guard by some requests, and most were refused.
    expect(report.byStatus[400] ?? 0).toBeGreaterThan(report.requests / 3);
  }, 300_000);

  it('refuses a signed-out caller before reading a malformed body', async () => {
    const guarded = world.routes.filter(
      (route) =>
        route.method !== 'GET' &&
        t.app.registeredRoutes.find((r) => r.method === route.method && r.url === route.url)?.access?.kind ===
          'signed-in',
    );
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000'),
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
