import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DevClock } from './dev-clock.ts';

let t: TestApp;
const clock = new DevClock();
beforeAll(async () => {
  t = await createTestApp({ devClock: clock });
});
afterAll(() => t.close());

it("moves the server's clock for browser journeys, from the machine itself only", async () => {
  const moved = await t.app.inject({
    method: 'POST',
    url: '/dev/clock',
    payload: { offsetMs: 4 * 86_400_000 },
  });
  expect(moved.statusCode).toBe(200);
  const shown = new Date(moved.json().now).getTime();
  expect(Math.abs(shown - (Date.now() + 4 * 86_400_000))).toBeLessThan(5_000);
  expect(Math.abs(t.services.clock().getTime() - shown)).toBeLessThan(5_000);

  const remote = await t.app.inject({
    method: 'POST',
    url: '/dev/clock',
    payload: { offsetMs: 0 },
    remoteAddress: '10.1.2.3',
  });
  expect(remote.statusCode).toBe(404);
  expect(clock.offsetMs).toBe(4 * 86_400_000);
});

it('is not there unless DEV_CLOCK turns it on', async () => {
  const plain = await createTestApp();
  try {
    const response = await plain.app.inject({ method: 'POST', url: '/dev/clock', payload: { offsetMs: 1 } });
    expect(response.statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});
