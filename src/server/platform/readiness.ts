// Whether this instance can serve people now (GET /api/health/ready): the dependencies it needs, each
// checked with a timeout, and where it is in its life (starting, serving, shutting down). The liveness
// answer (GET /api/health) stays a single database ping. README, 'Production', says what a load balancer
// should poll.
import { count, eq, min } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox } from '../db/schema.ts';
import type { AppServices } from '../services.ts';

/**
 * Where an instance is in its life. 'starting': listening, but the demo data of a first start are still
 * being written; 'closing': SIGTERM received, running requests finish and new ones go elsewhere.
 */
export type Phase = 'starting' | 'serving' | 'closing';

/** The longest one dependency's check may take: a hung dependency must not hang the answer. */
export const READINESS_CHECK_TIMEOUT_MS = 1_000;

export interface DependencyCheck {
  status: 'ok' | 'unavailable';
  /** How long the check took (the timeout when it gave up). */
  ms: number;
}

export interface ReadinessReport {
  /**
   * 'ok' and 'degraded' (an optional dependency is down: Redis, whose counts PostgreSQL takes over) answer
   * 200; 'unavailable' (the database or the file store is down), 'starting' and 'shutting_down' answer 503.
   */
  status: 'ok' | 'degraded' | 'unavailable' | 'starting' | 'shutting_down';
  database: DependencyCheck;
  /** Only when REDIS_URL is set. */
  redis?: DependencyCheck & { countingIn: 'redis' | 'postgres' };
  fileStore: DependencyCheck & { kind: 'local' | 's3' };
  mailOutbox: DependencyCheck & {
    /** Messages waiting to be delivered (first attempts and retries). */
    waiting: number;
    /** When the oldest of them was queued: a relay that refuses shows here long before anyone complains. */
    oldestWaitingSince: string | null;
    oldestWaitingMinutes: number | null;
  };
}

class CheckTimeout extends Error {}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new CheckTimeout(`no answer in ${READINESS_CHECK_TIMEOUT_MS} ms`)),
          READINESS_CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ms: Math.round(performance.now() - started), value };
  } catch (error) {
    return { ms: Math.round(performance.now() - started), error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A readiness check for one app. Callers that arrive while a check runs share its answer, so a public
 * route polled by many cannot multiply the work it does on the database and the file store.
 */
export function readinessCheck(
  services: AppServices,
  logger: FastifyBaseLogger,
): (phase: Phase) => Promise<ReadinessReport> {
  let running: Promise<Omit<ReadinessReport, 'status'>> | null = null;
  const checkAll = async (): Promise<Omit<ReadinessReport, 'status'>> => {
    const { database, fileStore, rateLimiter, clock } = services;
    const [db, files, outbox, redis] = await Promise.all([
      timed(() => database.ping()),
      timed(() => fileStore.check()),
      timed(async () => {
        const [row] = await database.db
          .select({ waiting: count(), oldest: min(mailOutbox.createdAt) })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'pending'));
        return { waiting: row?.waiting ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
      }),
      rateLimiter.status ? timed(() => rateLimiter.status!()) : null,
    ]);
    if (db.error) logger.error({ err: db.error }, 'readiness: the database does not answer');
    if (files.error) logger.error({ err: files.error }, 'readiness: the file store does not answer');
    const state = (check: { error?: unknown }) => (check.error === undefined ? 'ok' : 'unavailable');
    const oldest = outbox.value?.oldest ?? null;
    return {
      database: { status: state(db), ms: db.ms },
      ...(redis
        ? {
            redis: {
              status: redis.value?.redis ?? 'unavailable',
              ms: redis.ms,
              countingIn: redis.value?.countingIn ?? 'postgres',
            },
          }
        : {}),
      fileStore: { status: state(files), ms: files.ms, kind: fileStore.kind },
      mailOutbox: {
        status: state(outbox),
        ms: outbox.ms,
        waiting: outbox.value?.waiting ?? 0,
        oldestWaitingSince: oldest?.toISOString() ?? null,
        oldestWaitingMinutes: oldest
          ? Math.max(0, Math.floor((clock().getTime() - oldest.getTime()) / 60_000))
          : null,
      },
    };
  };
  return async (phase) => {
    running ??= checkAll().finally(() => {
      running = null;
    });
    const checks = await running;
    const required = checks.database.status === 'ok' && checks.fileStore.status === 'ok';
    const optional = checks.redis?.status !== 'unavailable' && checks.mailOutbox.status === 'ok';
    const status =
      phase === 'starting'
        ? 'starting'
        : phase === 'closing'
          ? 'shutting_down'
          : !required
            ? 'unavailable'
            : optional
              ? 'ok'
              : 'degraded';
    return { status, ...checks };
  };
}
