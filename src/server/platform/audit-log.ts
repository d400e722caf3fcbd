// The product's audit trail: one function that records a user_logs row and never fails the caller
// (docs/architecture.md, 'Request path': logging failures are only warned).
import type { FastifyBaseLogger } from 'fastify';
import type { LogActionType } from '../../domain/log-types.ts';
import type { Executor } from '../db/client.ts';
import { userLogs } from '../db/schema.ts';

export interface LogEntry {
  userId: string | null;
  actionType: LogActionType;
  /** Hungarian text shown in the system log, e.g. 'Tanúsító hozzárendelve ügyfélhez'. */
  action: string;
  details?: string | null;
  metadata?: Record<string, unknown> | null;
  at?: Date;
}

/**
 * Inside a transaction the row is written in a savepoint, so a failed log insert rolls back only itself
 * and the caller's change still commits.
 */
export async function recordLog(
  executor: Executor,
  logger: FastifyBaseLogger,
  entry: LogEntry,
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
