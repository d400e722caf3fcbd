import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../features/accounts/index.ts';
import { enableTwoFactor, signIn, signInWithCode, TEST_PASSWORD } from '../test/accounts.ts';
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

it('lets a staff member sign in after it moved days ahead, and ends the session on the moved clock', async () => {
  const moveTo = (offsetMs: number) =>
    t.app.inject({ method: 'POST', url: '/dev/clock', payload: { offsetMs } });
  expect((await moveTo(0)).statusCode).toBe(200);
  const email = 'orak.elore@example.hu';
  await createAccount(t.services.database.db, {
    role: 'bank_admin',
    email,
    firstName: 'Réka',
    lastName: 'Új',
    password: TEST_PASSWORD,
  });
  const { secret } = await enableTwoFactor(t.app, await signIn(t.app, email), TEST_PASSWORD);

  expect((await moveTo(3 * 86_400_000)).statusCode).toBe(200);
  // The code of the moved clock's time, as a journey's authenticator gives it after moving the clock.
  const cookie = await signInWithCode(t.app, email, secret);
  const me = () => t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
  expect((await me()).statusCode).toBe(200);
  expect((await me()).statusCode).toBe(200);

  // Thirty minutes idle by the moved clock end a staff session (docs/rules/accounts.md, 'Staff session limits').
  expect((await moveTo(3 * 86_400_000 + 31 * 60_000)).statusCode).toBe(200);
  expect((await me()).statusCode).toBe(401);
});
