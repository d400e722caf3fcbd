// The signed-in person as the web app sees them (GET /api/account/me and the sign-in answers).
import { eq } from 'drizzle-orm';
import type { Me } from '../../../domain/account.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { isStaffRole, ROLE_LABELS } from '../../../domain/roles.ts';
import type { ActorProfile } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { profiles, user } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';

export function meOf(profile: ActorProfile, twoFactorEnabled: boolean): Me {
  return {
    id: profile.id,
    role: profile.role,
    roleLabel: ROLE_LABELS[profile.role],
    name: profile.name,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    address: profile.address,
    twoFactorEnabled,
    twoFactorSetupRequired: isStaffRole(profile.role) && !twoFactorEnabled,
    passwordChangeRequired: profile.passwordChangeRequired,
  };
}

export async function loadMe(db: Db, userId: string): Promise<Me> {
  const [row] = await db
    .select({ profile: profiles, twoFactorEnabled: user.twoFactorEnabled })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) throw new AppError('unauthorized', 401, MESSAGES.auth.sessionExpired);
  return meOf(row.profile, row.twoFactorEnabled);
}
