// The rate limits in Redis (REDIS_URL): one atomic script per check, shared by every instance. Loaded only
// when Redis is configured, so a server without it does not load the client.
//
// Redis is a helper, not a dependency sign-in may wait on (docs/rules/limits.md, 'When Redis is down'):
// while it cannot be reached, the counts go to the fallback (PostgreSQL's counters, which every instance
// shares as well) after at most `timeoutMs`, and back to Redis once it answers again. The switch is logged
// once each way, not per request.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  result,
  type Clock,
  type RateLimiter,
  type RateLimiterStatus,
  type RateResult,
  type RateRule,
} from './rate-limit.ts';

const SLIDING_WINDOW_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local n = redis.call('ZCARD', key)
local allowed = 0
if n < limit then
  allowed = 1
  if ARGV[4] == '1' then
    redis.call('ZADD', key, now, ARGV[5])
    n = n + 1
  end
end
if n > 0 then redis.call('PEXPIRE', key, window) end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return {allowed, n, oldest[2] or ''}
`;

/** The longest a connection attempt or a command may take before the fallback answers instead. */
export const REDIS_TIMEOUT_MS = 1_000;
/** Resets made while Redis was away, replayed when it returns; beyond this many the oldest are dropped. */
const MAX_PENDING_RESETS = 10_000;

export interface RedisRateLimiterOptions {
  /** Key prefix (tests use one of their own). */
  prefix?: string;
  /** Counts while Redis cannot be reached; without one, Redis's errors reach the caller. */
  fallback?: RateLimiter;
  timeoutMs?: number;
}

export function createRedisRateLimiter(
  url: string,
  clock: Clock = () => new Date(),
  { prefix = 'etp:rl:', fallback, timeoutMs = REDIS_TIMEOUT_MS }: RedisRateLimiterOptions = {},
): RateLimiter {
  const redis = new Redis(url, {
    connectTimeout: timeoutMs,
    ...(fallback
      ? // A command is sent only on a connection that answered; one that hangs gives way after the timeout.
        { commandTimeout: timeoutMs, maxRetriesPerRequest: 0, enableOfflineQueue: false }
      : { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
    // Reconnects by itself, at most two seconds apart, so the counts come back soon after Redis does.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  redis.on('error', () => {}); // reported through the switch to the fallback instead

  /** Redis has answered on the current connection and no command has failed on it since. */
  let up = false;
  /** What the log last said the counts go to: a switch is logged once, not per request. */
  let reported: 'redis' | 'fallback' = 'redis';
  let logger: FastifyBaseLogger | undefined;
  let closed = false;
  const pendingResets = new Set<string>();

  /** The first connection attempt has ended, one way or the other. */
  let attempted = false;
  redis.once('ready', () => (attempted = true));
  redis.once('close', () => (attempted = true));

  redis.on('ready', () => {
    up = true;
    if (reported === 'fallback') {
      reported = 'redis';
      logger?.warn({ redis: 'ok' }, 'Redis answers again: the rate limits are counted in Redis');
    }
    const resets = [...pendingResets];
    pendingResets.clear();
    if (resets.length > 0) void redis.del(...resets.map((key) => prefix + key)).catch(() => {});
  });
  redis.on('close', () => {
    up = false;
  });

  function switchToFallback(error?: unknown) {
    up = false;
    if (reported === 'fallback') return;
    reported = 'fallback';
    logger?.error(
      { redis: 'unavailable', ...(error ? { err: error } : { status: redis.status }) },
      'Redis cannot be reached: the rate limits are counted in PostgreSQL until it answers again',
    );
  }

  /**
   * Whether to ask Redis. A new instance's first requests wait for its first connection attempt, at most
   * `timeoutMs` counted from the request (not from the start, which may have kept the event loop busy).
   */
  /** A command failed: count in the fallback until Redis is ready again on a new connection. */
  function giveUp(error: unknown) {
    switchToFallback(error);
    // A command that timed out on a connection that still looks open: connect again, so 'ready' tells
    // when Redis answers.
    if (redis.status === 'ready') redis.disconnect(true);
  }

  async function usable(): Promise<boolean> {
    if (up || attempted) return up;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        redis.off('close', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      redis.once('ready', done);
      redis.once('close', done);
    });
    return up;
  }

  async function inRedis(key: string, rule: RateRule, counting: boolean): Promise<RateResult> {
    const nowMs = clock().getTime();
    const [allowed, hits, oldest] = (await redis.eval(
      SLIDING_WINDOW_SCRIPT,
      1,
      prefix + key,
      nowMs,
      rule.windowMs,
      rule.limit,
      counting ? '1' : '0',
      `${nowMs}-${randomUUID()}`,
    )) as [number, number, string];
    return result(rule, hits, allowed === 1, oldest === '' ? null : Number(oldest), nowMs);
  }

  async function run(key: string, rule: RateRule, counting: boolean): Promise<RateResult> {
    if (!fallback) return inRedis(key, rule, counting);
    const inFallback = () => (counting ? fallback.hit(key, rule) : fallback.peek(key, rule));
    if (!(await usable())) {
      switchToFallback();
      return inFallback();
    }
    try {
      return await inRedis(key, rule, counting);
    } catch (error) {
      giveUp(error);
      return inFallback();
    }
  }

  return {
    kind: 'redis',
    hit: (key, rule) => run(key, rule, true),
    peek: (key, rule) => run(key, rule, false),
    async reset(key) {
      if (!fallback) {
        await redis.del(prefix + key);
        return;
      }
      // Counts made during an outage are in the fallback: a reset (a new password) clears both.
      await fallback.reset(key);
      if (up) {
        try {
          await redis.del(prefix + key);
          return;
        } catch (error) {
          giveUp(error);
        }
      }
      if (pendingResets.size >= MAX_PENDING_RESETS) {
        const oldest = pendingResets.values().next().value;
        if (oldest !== undefined) pendingResets.delete(oldest);
      }
      pendingResets.add(key);
    },
    async status(): Promise<RateLimiterStatus> {
      const unavailable = { redis: 'unavailable', countingIn: fallback ? 'postgres' : 'redis' } as const;
      if (!(await usable())) return unavailable;
      try {
        await redis.ping();
        return { redis: 'ok', countingIn: 'redis' };
      } catch (error) {
        if (fallback) giveUp(error);
        return unavailable;
      }
    },
    attachLogger(log) {
      logger = log;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
      await fallback?.close();
    },
  };
}
