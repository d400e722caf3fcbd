// The rate limits in Redis (REDIS_URL): one atomic script per check, shared by every instance. Loaded only
// when Redis is configured, so a server without it does not load the client.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { result, type Clock, type RateLimiter, type RateResult, type RateRule } from './rate-limit.ts';

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

export function createRedisRateLimiter(
  url: string,
  clock: Clock = () => new Date(),
  prefix = 'etp:rl:',
): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', () => {}); // reported through the failing command instead
  async function run(key: string, rule: RateRule, counting: boolean): Promise<RateResult> {
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
  return {
    kind: 'redis',
    hit: (key, rule) => run(key, rule, true),
    peek: (key, rule) => run(key, rule, false),
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
