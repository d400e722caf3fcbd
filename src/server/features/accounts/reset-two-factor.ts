// The operator's way back for a person who cannot give a second factor (a lost phone without recovery
// codes, or an authenticator secret no configured AUTH_SECRET opens): `npm run cli -- user:reset-two-factor
// --email …` (docs/rules/accounts.md, 'An unreadable second factor').
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isStaffRole } from '../../../domain/roles.ts';
import { session, twoFactor, twoFactorUsedCodes, user } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import type { AppServices } from '../../services.ts';
import { lockAccountByEmail } from './operator-account.ts';

/**
 * Removes the authenticator secret, the recovery codes and the spent codes of the account, and ends its
 * sessions: staff set up an app again at their next sign-in, clients and auditors sign in with the password
 * and may turn it on again. Logged in the system log.
 */
export async function resetTwoFactor(
  services: AppServices,
  logger: FastifyBaseLogger,
  email: string,
): Promise<{ userId: string; changed: boolean; staff: boolean }> {
  return services.database.db.transaction(async (tx) => {
    const profile = await lockAccountByEmail(tx, email);
    const staff = isStaffRole(profile.role);
    const removed = await tx
      .delete(twoFactor)
      .where(eq(twoFactor.userId, profile.id))
      .returning({ id: twoFactor.id });
    const switchedOff = await tx
      .update(user)
      .set({ twoFactorEnabled: false })
      .where(and(eq(user.id, profile.id), eq(user.twoFactorEnabled, true)))
      .returning({ id: user.id });
    if (removed.length === 0 && switchedOff.length === 0)
      return { userId: profile.id, changed: false, staff };
    await tx.delete(twoFactorUsedCodes).where(eq(twoFactorUsedCodes.userId, profile.id));
    // A session made with the old factor ends too: whoever holds one signs in again with the new set-up.
    await tx.delete(session).where(eq(session.userId, profile.id));
    await recordLog(tx, logger, {
      userId: profile.id,
      actionType: 'admin_action',
      action: 'Kétlépcsős azonosítás visszaállítva (üzemeltető)',
      metadata: { email: profile.email, role: profile.role },
      at: services.clock(),
    });
    return { userId: profile.id, changed: true, staff };
  });
}
