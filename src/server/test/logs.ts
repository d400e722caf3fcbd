// What an action wrote into the system log, read as the tests that check it read it.
import { and, eq } from 'drizzle-orm';
import type { LogActionType } from '../../domain/log-types.ts';
import { userLogs } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/** The system log's rows of one person with an action's text or type (in no particular order). */
export function loggedRows(
  t: TestApp,
  userId: string,
  of: { action: string } | { actionType: LogActionType },
) {
  const what = 'action' in of ? eq(userLogs.action, of.action) : eq(userLogs.actionType, of.actionType);
  return t.services.database.db
    .select()
    .from(userLogs)
    .where(and(eq(userLogs.userId, userId), what));
}
