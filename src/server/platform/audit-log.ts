// The product's audit trail: one function that records a user_logs row and never fails the caller
// (docs/architecture.md, 'Request path': logging failures are only warned).
import type { FastifyBaseLogger } from 'fastify';
import type { LogMetadata, OnlyKnownKeys } from '../../domain/log-details.ts';
import type { LogActionType } from '../../domain/log-types.ts';
import type { Executor } from '../db/client.ts';
import { userLogs } from '../db/schema.ts';

export interface LogEntry<M extends LogMetadata = LogMetadata> {
  userId: string | null;
  actionType: LogActionType;
  /** Hungarian text shown in the system log, e.g. 'Tanúsító hozzárendelve ügyfélhez'. */
  action: string;
  details?: string | null;
  /**
   * Only keys the log's vocabulary labels (domain/log-details.ts), enum values it names, and ids of the
   * people and objects it names when the log is read.
   */
  metadata?: M | null;
  at?: Date;
}

/** An entry whose metadata holds no key the vocabulary does not know, at any depth. */
export type CheckedLogEntry<M extends LogMetadata> = LogEntry<M> & {
  metadata?: OnlyKnownKeys<M, LogMetadata> | null;
};

/**
 * Inside a transaction the row is written in a savepoint, so a failed log insert rolls back only itself
 * and the caller's change still commits.
 */
export async function recordLog<M extends LogMetadata>(
  executor: Executor,
  logger: FastifyBaseLogger,
  entry: CheckedLogEntry<M>,
): Promise<boolean> {
  try {
    await executor.transaction(async (savepoint) => {
      await savepoint.insert(userLogs).values({
        userId: entry.userId,
        actionType: entry.actionType,
        action: entry.action,
        details: entry.details ?? null,
        metadata: entry.metadata ?? null,
        ...(entry.at ? { timestamp: entry.at } : {}),
      });
    });
    return true;
  } catch (error) {
    logger.warn({ err: error, actionType: entry.actionType, userId: entry.userId }, 'audit log write failed');
    return false;
  }
}
