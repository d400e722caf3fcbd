// Creates an account from the command line (production bootstrap of staff; docs/rules/accounts.md,
// 'Accounts from the command line').
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLES, type Role } from '../../../domain/roles.ts';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema } from '../../../domain/validation.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import type { Db } from '../../db/client.ts';
import { profiles, user } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { createUser } from '../../seed/factories.ts';

export const createUserInput = z.object({
  role: z.enum(ROLES),
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  password: passwordSchema.optional(),
});

/** A password that meets every composition rule: 16 random characters plus one of each class. */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}Aa1!`;
}

export async function createAccount(
  db: Db,
  input: z.input<typeof createUserInput>,
): Promise<{ id: string; role: Role; password: string }> {
  const parsed = createUserInput.parse(input);
  if (parsed.password) await assertStrongPassword(parsed.password, parsed, 'password');
  const password = parsed.password ?? generatePassword();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, parsed.email));
    if (existing) throw new AppError('email_already_exists', 409, MESSAGES.auth.emailAlreadyExists);
    const profile = await createUser(tx, { ...parsed, password, emailVerified: true });
    // A generated password was read by the operator, not chosen by the owner: like the auditor wizard's
    // temporary password, it must be replaced at the first sign-in (docs/rules/accounts.md, 'Temporary
    // passwords').
    if (!parsed.password)
      await tx.update(profiles).set({ passwordChangeRequired: true }).where(eq(profiles.id, profile.id));
    return { id: profile.id, role: parsed.role, password };
  });
}
