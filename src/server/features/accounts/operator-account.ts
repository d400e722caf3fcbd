// The account an operator's command line names by e-mail address (user:deactivate, user:activate,
// user:reset-two-factor).
import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../../domain/server-messages.ts';
import { emailSchema } from '../../../domain/validation.ts';
import type { Executor } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';

/** The account, locked for the command's transaction; 404 when there is none or it was erased. */
export async function lockAccountByEmail(tx: Executor, email: string) {
  const [profile] = await tx
    .select({
      id: profiles.id,
      email: profiles.email,
      role: profiles.role,
      deactivatedAt: profiles.deactivatedAt,
      erasedAt: profiles.erasedAt,
    })
    .from(profiles)
    .where(eq(profiles.email, emailSchema.parse(email)))
    .for('update');
  if (!profile || profile.erasedAt)
    throw new AppError('not_found', 404, SERVER_MESSAGES.accountDeactivation.notFound);
  return profile;
}
