// The operator switches an account off and on again from the command line (a staff member who left, an
// account that is misused): a deactivated account cannot sign in, and its sessions end at once
// (decision 0012).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { profiles, session } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import type { AppServices } from '../../services.ts';
import { lockAccountByEmail } from './operator-account.ts';

export async function setAccountActive(
  services: AppServices,
  logger: FastifyBaseLogger,
  email: string,
  active: boolean,
): Promise<{ userId: string; changed: boolean }> {
  return services.database.db.transaction(async (tx) => {
    const profile = await lockAccountByEmail(tx, email);
    if ((profile.deactivatedAt === null) === active) return { userId: profile.id, changed: false };
    const now = services.clock();
    await tx
      .update(profiles)
      .set({ deactivatedAt: active ? null : now, updatedAt: now })
      .where(eq(profiles.id, profile.id));
    // The session check refuses a deactivated account anyway; its rows go too, so nothing is left to revive.
    if (!active) await tx.delete(session).where(eq(session.userId, profile.id));
    await recordLog(tx, logger, {
      userId: profile.id,
      actionType: 'admin_action',
      action: active ? 'Fiók újra engedélyezve' : 'Fiók letiltva',
      metadata: {
        oldValues: { active: !active },
        newValues: { active },
      },
      at: now,
    });
    return { userId: profile.id, changed: true };
  });
}
