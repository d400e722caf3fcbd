// The sign-in lockout (docs/product.md, 'Sign-in lockout'): five failures block an e-mail address; a shared
// client IP (an office, a household) first asks everyone behind it for the CAPTCHA and is blocked only at a
// hundred. The counters live in PostgreSQL or Redis (REDIS_URL), so the rules are checked on both; Redis
// where TEST_REDIS_URL is set.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { createRedisRateLimiter } from '../../platform/rate-limit-redis.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { solveCaptcha, TEST_PASSWORD } from '../../test/accounts.ts';
import { people } from '../../test/people.ts';
import { createTestApp, TestClock, type TestApp } from '../../test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const limiters: [string, (clock: TestClock) => RateLimiter | undefined][] = [
  ['PostgreSQL', () => undefined],
  ...(REDIS_URL
    ? ([
        [
          'Redis',
          (clock: TestClock) =>
            createRedisRateLimiter(REDIS_URL, clock.now, { prefix: `etp:test:${randomUUID()}:` }),
        ],
      ] as [string, (clock: TestClock) => RateLimiter][])
    : []),
];

// Documentation addresses (RFC 5737): an office whose staff share one, and somebody elsewhere.
const OFFICE = '203.0.113.10';
const ELSEWHERE = '198.51.100.20';

describe.each(limiters)('sign-in limits with the counters in %s', (_name, makeLimiter) => {
  let t: TestApp;
  let anna: string;
  let bela: string;

  beforeAll(async () => {
    // Now, not a fixed date: the CAPTCHA library checks a challenge's expiry against the real time.
    const clock = new TestClock();
    const rateLimiter = makeLimiter(clock);
    t = await createTestApp({
      clock,
      env: { CAPTCHA_MAX_NUMBER: '200' },
      ...(rateLimiter ? { services: { rateLimiter } } : {}),
    });
    const staff = people(t);
    anna = (await staff.client({ withProperty: false })).email;
    bela = (await staff.client({ withProperty: false })).email;
  });
  afterAll(() => t.close());
  // Every test starts after the windows of the one before have passed.
  beforeEach(() => t.clock.advance(RATE_LIMITS.loginIp.windowMs + 1_000));

  const login = async (ip: string, email: string, password: string, options: { captcha?: boolean } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress: ip,
      payload: { email, password, ...(options.captcha ? { captcha: await solveCaptcha(t.app) } : {}) },
    });
  const loginState = (ip: string, email: string) =>
    t.app.inject({ method: 'POST', url: '/api/account/login-state', remoteAddress: ip, payload: { email } });
  const stranger = () => `idegen-${randomUUID().slice(0, 8)}@example.hu`;

  it('five failures block that address, while another address from the same network still signs in', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      const failed = await login(OFFICE, anna, 'Rossz-Jelszo1', { captcha: attempt > 2 });
      expect(failed.json().error).toMatchObject({
        code: 'invalid_credentials',
        details: { remainingAttempts: 5 - attempt },
      });
    }
    const fifth = await login(OFFICE, anna, 'Rossz-Jelszo1', { captcha: true });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('900');
    expect(fifth.json().error).toMatchObject({
      code: 'login_blocked',
      message: MESSAGES.auth.emailBlocked(15),
      details: { remainingAttempts: 0, minutesRemaining: 15, blockedBy: 'email' },
    });
    expect(MESSAGES.auth.emailBlocked(15)).toMatch(
      /^Túl sok sikertelen kísérlet\. Próbálja újra 15 perc múlva\. Ezt az email címet 5 sikertelen/,
    );

    // Béla, at the next desk: his own count is clean; the office's five failures only ask for the CAPTCHA.
    expect((await loginState(OFFICE, bela)).json()).toEqual({ remainingAttempts: 5, captchaRequired: true });
    expect((await login(OFFICE, bela, TEST_PASSWORD, { captcha: true })).statusCode).toBe(200);
    // Anna's address stays blocked, from anywhere, and tells her so before she tries.
    t.clock.advance(5 * 60_000);
    const stillBlocked = await loginState(ELSEWHERE, anna);
    expect(stillBlocked.statusCode).toBe(429);
    expect(stillBlocked.json().error).toMatchObject({
      message: MESSAGES.auth.emailBlocked(10),
      details: { minutesRemaining: 10, blockedBy: 'email' },
    });
  });

  it('three failures from one network ask every address there for the CAPTCHA, but not elsewhere', async () => {
    for (let failure = 1; failure <= 2; failure++) {
      const failed = await login(OFFICE, stranger(), 'Rossz-Jelszo1');
      expect(failed.json().error.details).toEqual({ remainingAttempts: 4, captchaRequired: false });
    }
    expect((await loginState(OFFICE, bela)).json()).toEqual({ remainingAttempts: 5, captchaRequired: false });

    // The third failure: the warning still counts only that address's own attempts.
    const third = await login(OFFICE, stranger(), 'Rossz-Jelszo1');
    expect(third.json().error.details).toEqual({ remainingAttempts: 4, captchaRequired: true });
    expect((await loginState(OFFICE, bela)).json()).toEqual({ remainingAttempts: 5, captchaRequired: true });
    const withoutCaptcha = await login(OFFICE, bela, TEST_PASSWORD);
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(withoutCaptcha.json().error).toMatchObject({
      code: 'captcha_required',
      message: MESSAGES.auth.captchaRequired,
    });

    expect((await loginState(ELSEWHERE, bela)).json()).toEqual({
      remainingAttempts: 5,
      captchaRequired: false,
    });
    expect((await login(ELSEWHERE, bela, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a hundred failures from one network block it, with the network message', async () => {
    // The office's first 97 failures, counted directly so the test stays fast.
    for (let i = 0; i < 97; i++) {
      await t.services.rateLimiter.hit(`login-fail:ip:${OFFICE}`, RATE_LIMITS.loginIp);
    }
    for (let failure = 98; failure <= 99; failure++) {
      const failed = await login(OFFICE, stranger(), 'Rossz-Jelszo1', { captcha: true });
      expect(failed.json().error.details).toEqual({ remainingAttempts: 4, captchaRequired: true });
    }
    const hundredth = await login(OFFICE, stranger(), 'Rossz-Jelszo1', { captcha: true });
    expect(hundredth.statusCode).toBe(429);
    expect(hundredth.json().error).toMatchObject({
      code: 'login_blocked',
      message: MESSAGES.auth.networkBlocked(15),
      details: { remainingAttempts: 0, minutesRemaining: 15, blockedBy: 'ip' },
    });

    // Even the right password is refused from that network; from elsewhere it signs in.
    const fromOffice = await login(OFFICE, bela, TEST_PASSWORD, { captcha: true });
    expect(fromOffice.statusCode).toBe(429);
    expect(fromOffice.json().error.details.blockedBy).toBe('ip');
    expect((await login(ELSEWHERE, bela, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("a successful sign-in forgets only that person's failures, not the network's", async () => {
    await login(OFFICE, anna, 'Rossz-Jelszo1');
    await login(OFFICE, anna, 'Rossz-Jelszo1');
    await login(OFFICE, bela, 'Rossz-Jelszo1', { captcha: true });
    expect((await login(OFFICE, bela, TEST_PASSWORD, { captcha: true })).statusCode).toBe(200);

    expect((await loginState(OFFICE, bela)).json()).toEqual({ remainingAttempts: 5, captchaRequired: true });
    expect((await loginState(OFFICE, anna)).json()).toEqual({ remainingAttempts: 3, captchaRequired: true });
    expect((await loginState(OFFICE, stranger())).json()).toEqual({
      remainingAttempts: 5,
      captchaRequired: true,
    });
  });
});
