// Redis down must not stop sign-in (docs/rules/limits.md, 'When Redis is down'): with REDIS_URL set and
// Redis out of reach, the sign-in counters go to PostgreSQL within a second, the switch is logged once, and
// when Redis answers again the counts go back to it.
import { randomInt, randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitHits } from '../../db/schema.ts';
import { solveCaptcha, TEST_PASSWORD } from '../../test/accounts.ts';
import { people } from '../../test/people.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SWITCHED_TO_POSTGRES =
  'Redis cannot be reached: the rate limits are counted in PostgreSQL until it answers again';
const BACK_IN_REDIS = 'Redis answers again: the rate limits are counted in Redis';

/**
 * Each sign-in address comes from a client IP of its own, so one test's failures do not ask another for the
 * CAPTCHA; random, as the Redis counters are shared with the same file running on the other database.
 */
const network = `10.${randomInt(256)}.${randomInt(256)}`;
const addresses = new Map<string, string>();
const ipOf = (email: string) => {
  if (!addresses.has(email)) addresses.set(email, `${network}.${addresses.size + 1}`);
  return addresses.get(email)!;
};

const login = (t: TestApp, email: string, password: string, captcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress: ipOf(email),
    payload: { email, password, ...(captcha ? { captcha } : {}) },
  });

/** The sign-in failures of an address counted in PostgreSQL. */
const countedInPostgres = async (t: TestApp, email: string) =>
  (
    await t.services.database.db
      .select()
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `%${email}`))
  ).length;

const logged = (t: TestApp, msg: string) => t.logs.filter((line) => line.msg === msg).length;

describe('with REDIS_URL set and nothing answering there', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1', CAPTCHA_MAX_NUMBER: '200' },
      captureLogs: true,
    });
  });
  afterAll(() => t.close());

  let staff: ReturnType<typeof people>;
  beforeAll(() => {
    staff = people(t);
  });

  it('signs in, counts the failures in PostgreSQL and says so once in the log', async () => {
    const anna = (await staff.client({ withProperty: false })).email;
    for (const remainingAttempts of [4, 3]) {
      const failed = await login(t, anna, 'Rossz-Jelszo1');
      expect(failed.statusCode, failed.body).toBe(400);
      expect(failed.json().error).toMatchObject({
        code: 'invalid_credentials',
        details: { remainingAttempts },
      });
    }
    expect(await countedInPostgres(t, anna)).toBe(2);
    // After two failures the CAPTCHA is asked for, as with Redis (docs/rules/limits.md).
    const signedIn = await login(t, anna, TEST_PASSWORD, await solveCaptcha(t.app));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // A successful sign-in clears the address's count.
    expect(await countedInPostgres(t, anna)).toBe(0);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      remoteAddress: ipOf(anna),
      payload: { email: anna },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(logged(t, SWITCHED_TO_POSTGRES)).toBe(1);
    expect(t.logs.filter((line) => line.statusCode === 500)).toEqual([]);
  });

  it('still blocks an address after five failures', async () => {
    const bela = (await staff.client({ withProperty: false })).email;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++)
      statuses.push(
        (await login(t, bela, 'Rossz-Jelszo1', attempt > 2 ? await solveCaptcha(t.app) : undefined))
          .statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    expect(logged(t, SWITCHED_TO_POSTGRES)).toBe(1);
  });

  it('reports Redis as unavailable but the instance as ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      database: { status: 'ok' },
      redis: { status: 'unavailable', countingIn: 'postgres' },
    });
  });
});

/**
 * A TCP relay in front of the real Redis that a test can take away and bring back: 'forward' passes
 * everything, 'silent' takes connections and bytes and answers nothing (a hung server), 'down' refuses.
 */
class RedisRelay {
  mode: 'forward' | 'silent' | 'down' = 'forward';
  port = 0;
  #server: Server | null = null;
  readonly #sockets = new Set<Socket>();
  readonly target: URL;
  constructor(target: URL) {
    this.target = target;
  }

  async start(): Promise<void> {
    this.#server = createServer((client) => {
      this.#sockets.add(client);
      client.on('close', () => this.#sockets.delete(client));
      client.on('error', () => {});
      if (this.mode === 'silent') {
        client.resume();
        return;
      }
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      this.#sockets.add(upstream);
      upstream.on('close', () => this.#sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.on('data', (chunk) => {
        if (this.mode === 'forward') upstream.write(chunk);
      });
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
  }

  /** Closes every connection and stops listening: connections are refused. */
  async stop(): Promise<void> {
    this.mode = 'down';
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => this.#server?.close(resolve));
  }
}

// A Redis to take away and bring back runs where TEST_REDIS_URL is set, as in CI.
const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)('when Redis goes away and comes back', () => {
  let t: TestApp;
  let relay: RedisRelay;
  beforeAll(async () => {
    relay = new RedisRelay(new URL(REDIS_URL!));
    await relay.start();
    t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${relay.port}`, CAPTCHA_MAX_NUMBER: '200' },
      captureLogs: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await relay.stop();
  });
  afterEach(() => {
    relay.mode = 'forward';
  });

  const countingIn = async () => (await t.services.rateLimiter.status!()).countingIn;

  it('counts in Redis, then in PostgreSQL while it is down, then in Redis again, logging each switch once', async () => {
    const email = `redis-${randomUUID().slice(0, 8)}@example.hu`;
    expect(await countingIn()).toBe('redis');
    expect((await login(t, email, 'Rossz-Jelszo1')).statusCode).toBe(400);
    expect(await countedInPostgres(t, email)).toBe(0);

    await relay.stop();
    for (let i = 0; i < 2; i++) expect((await login(t, email, 'Rossz-Jelszo1')).statusCode).toBe(400);
    expect(await countedInPostgres(t, email)).toBe(2);
    expect(logged(t, SWITCHED_TO_POSTGRES)).toBe(1);

    relay.mode = 'forward';
    await relay.start();
    await vi.waitFor(async () => expect(await countingIn()).toBe('redis'), { timeout: 10_000, interval: 50 });
    expect(logged(t, BACK_IN_REDIS)).toBe(1);
    const failed = await login(t, email, 'Rossz-Jelszo1', await solveCaptcha(t.app));
    expect(failed.statusCode).toBe(400);
    // Counted in Redis again: its one earlier failure and this one.
    expect(failed.json().error.details.remainingAttempts).toBe(3);
    expect(await countedInPostgres(t, email)).toBe(2);
  });

  it('gives up on a Redis that takes the connection but does not answer, within the timeout', async () => {
    const email = `hung-${randomUUID().slice(0, 8)}@example.hu`;
    expect(await countingIn()).toBe('redis');
    const [before, backBefore] = [logged(t, SWITCHED_TO_POSTGRES), logged(t, BACK_IN_REDIS)];
    relay.mode = 'silent'; // the open connection stops answering, and new ones are taken and ignored
    const first = await login(t, email, 'Rossz-Jelszo1');
    expect(first.statusCode, first.body).toBe(400);
    const second = await login(t, email, 'Rossz-Jelszo1');
    expect(second.json().error.details.remainingAttempts).toBe(3);
    expect(await countedInPostgres(t, email)).toBe(2);
    expect(logged(t, SWITCHED_TO_POSTGRES)).toBe(before + 1);

    // Answering again, it is used again: the hung connection was given up and a new one made.
    relay.mode = 'forward';
    await vi.waitFor(async () => expect(await countingIn()).toBe('redis'), { timeout: 10_000, interval: 50 });
    expect(logged(t, BACK_IN_REDIS)).toBe(backBefore + 1);
  });
});
