// Sliding-window rate limits shared by every instance: in PostgreSQL, or in Redis when REDIS_URL is set.
// docs/rules/limits.md, 'Rate limits': login failures per e-mail and per IP, registrations per IP, each
// stating the minutes left.
import { and, count, eq, lte, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { minutesToWait } from '../../domain/messages.ts';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import { AppError } from './errors.ts';

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateResult {
  allowed: boolean;
  /** Hits left in the window after this call. */
  remaining: number;
  /** When refused (or now full): how long until the oldest hit leaves the window. */
  retryAfterMs: number;
}

export interface RateLimiter {
  readonly kind: 'postgres' | 'redis';
  /** Counts one hit if the key is under its limit. */
  hit(key: string, rule: RateRule): Promise<RateResult>;
  /** Reports the state without counting. */
  peek(key: string, rule: RateRule): Promise<RateResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** Redis only: whether it answers and where the counts go now, for the readiness answer. */
  status?(): Promise<RateLimiterStatus>;
  /** Redis only: where a switch to the fallback and back is logged (the app's log, once it exists). */
  attachLogger?(logger: FastifyBaseLogger): void;
}

export interface RateLimiterStatus {
  redis: 'ok' | 'unavailable';
  countingIn: 'redis' | 'postgres';
}

export type Clock = () => Date;

/** How long a refused caller waits: whole seconds for Retry-After, whole minutes for people, each at least 1. */
export interface Wait {
  seconds: number;
  minutes: number;
}
export const waitOf = (waitMs: number): Wait => ({
  seconds: Math.max(1, Math.ceil(waitMs / 1000)),
  minutes: minutesToWait(waitMs),
});

/**
 * The 429 of a limit that refused: every limit answers with Retry-After and, for the screens, the minutes
 * left in `details` (docs/rules/limits.md, 'Rate limits').
 */
export function rateLimitedError(
  waitMs: number,
  message: (wait: Wait) => string,
  { code = 'rate_limited', details }: { code?: string; details?: Record<string, unknown> } = {},
): AppError {
  const wait = waitOf(waitMs);
  return new AppError(code, 429, message(wait), {
    headers: { 'retry-after': String(wait.seconds) },
    details: { minutesRemaining: wait.minutes, ...details },
  });
}

/**
 * The longest window a rule may have: the retention job deletes PostgreSQL hits older than this, so a
 * longer rule would silently count fewer hits than it says.
 */
export const LONGEST_RATE_WINDOW_MS = 60 * 60_000;

/** The answer for a rule from the hits counted after this request (the same for every backend). */
export function result(
  rule: RateRule,
  countAfter: number,
  allowed: boolean,
  oldestMs: number | null,
  nowMs: number,
): RateResult {
  const full = countAfter >= rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - countAfter),
    retryAfterMs: full && oldestMs !== null ? Math.max(0, oldestMs + rule.windowMs - nowMs) : 0,
  };
}

export function createPostgresRateLimiter(db: Db, clock: Clock = () => new Date()): RateLimiter {
  async function run(key: string, rule: RateRule, counting: boolean): Promise<RateResult> {
    if (rule.windowMs > LONGEST_RATE_WINDOW_MS)
      throw new Error(`Rate-limit window of ${rule.windowMs} ms is longer than hits are kept`);
    const now = clock();
    const windowStart = new Date(now.getTime() - rule.windowMs);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      await tx
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.at, windowStart)));
      const [row] = await tx
        .select({ hits: count(), oldest: min(rateLimitHits.at) })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, key));
      const hits = row?.hits ?? 0;
      let oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
      const allowed = hits < rule.limit;
      if (!counting || !allowed) return result(rule, hits, allowed, oldest, now.getTime());
      await tx.insert(rateLimitHits).values({ key, at: now });
      oldest ??= now.getTime();
      return result(rule, hits + 1, true, oldest, now.getTime());
    });
  }
  return {
    kind: 'postgres',
    hit: (key, rule) => run(key, rule, true),
    peek: (key, rule) => run(key, rule, false),
    async reset(key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },
    async close() {},
  };
}
