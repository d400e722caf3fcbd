// The account's own data: profile edit with a confirmed e-mail change, and erasure (docs/roles/accounts.md;
// deletion is real erasure, keeping only what the law requires without the person in it: docs/product.md,
// 'Account erasure').
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, like, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_CHANGE_LINK_TTL_MS } from '../../../domain/constants.ts';
import { pickFields } from '../../../domain/log-details.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { joinAddress } from '../../../domain/postcodes.ts';
import type { ProfileUpdate } from '../../../domain/account.ts';
import type { Executor } from '../../db/client.ts';
import {
  account,
  coupons,
  mailOutbox,
  profiles,
  properties,
  session,
  twoFactor,
  user,
  userLogs,
  verification,
} from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { ERASED_PERSON_NAME, splitName } from '../../../domain/person-name.ts';

/** What an erased person is called where a record of them stays. */

/** E-mail change links carry this prefix, so /verify-email can tell them from sign-up confirmations. */
export const EMAIL_CHANGE_TOKEN_PREFIX = 'ec_';
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const changeIdentifier = (token: string) => `email-change:${hashToken(token)}`;

async function emailTaken(executor: Executor, email: string, exceptUserId: string): Promise<boolean> {
  const [other] = await executor.select({ id: user.id }).from(user).where(eq(user.email, email));
  return other !== undefined && other.id !== exceptUserId;
}

export interface ProfileUpdateResult {
  message: string;
  /** The new address waiting for its confirmation link, when the e-mail was changed. */
  pendingEmail: string | null;
}

export async function updateProfile(
  services: AppServices,
  logger: FastifyBaseLogger,
  userId: string,
  input: ProfileUpdate,
): Promise<ProfileUpdateResult> {
  const { db } = services.database;
  const [current] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!current) throw new AppError('unauthorized', 401, MESSAGES.profile.noUser);

  const next = {
    name: input.name,
    phone: input.phone === '' ? null : input.phone,
    address: input.postcode === '' ? null : joinAddress(input),
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== current[key]);
  const emailChanged = input.email !== current.email;
  if (emailChanged && (await emailTaken(db, input.email, userId)))
    throw new AppError('email_already_exists', 409, MESSAGES.auth.emailAlreadyExists);

  await db.transaction(async (tx) => {
    if (changed.length > 0) {
      const now = services.clock();
      await tx
        .update(profiles)
        .set({ ...next, ...splitName(next.name), updatedAt: now })
        .where(eq(profiles.id, userId));
      if (changed.includes('name'))
        await tx.update(user).set({ name: next.name, updatedAt: now }).where(eq(user.id, userId));
      await recordLog(tx, logger, {
        userId,
        actionType: 'profile_update',
        action: 'Profil módosítva',
        metadata: {
          updatedFields: changed,
          oldValues: pickFields(current, changed),
          newValues: pickFields(next, changed),
        },
      });
    }
    if (emailChanged) {
      // One pending change per account: a newer request replaces the older link.
      await tx.delete(verification).where(like(verification.value, `${userId} %`));
      const token = EMAIL_CHANGE_TOKEN_PREFIX + randomBytes(32).toString('base64url');
      await tx.insert(verification).values({
        id: randomUUID(),
        identifier: changeIdentifier(token),
        value: `${userId} ${input.email}`,
        expiresAt: new Date(services.clock().getTime() + EMAIL_CHANGE_LINK_TTL_MS),
      });
      await services.mailer.queue(tx, {
        to: input.email,
        aboutUserId: userId,
        template: 'EMAIL_CHANGE',
        data: {
          name: next.name,
          newEmail: input.email,
          url: `${services.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
        },
      });
    }
  });
  return {
    message: emailChanged ? MESSAGES.profile.emailChangePending(input.email) : MESSAGES.profile.saved,
    pendingEmail: emailChanged ? input.email : null,
  };
}

/** Spends an e-mail change link: the account's sign-in address and the profile change together. */
export async function confirmEmailChange(
  services: AppServices,
  logger: FastifyBaseLogger,
  token: string,
): Promise<void> {
  const invalid = new AppError('verification_invalid', 400, MESSAGES.auth.verificationInvalid);
  await services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verification)
      .where(
        and(
          eq(verification.identifier, changeIdentifier(token)),
          gt(verification.expiresAt, services.clock()),
        ),
      )
      .returning();
    if (!row) throw invalid;
    const [userId = '', newEmail = ''] = row.value.split(' ');
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, userId));
    if (!current || current.erasedAt) throw invalid;
    if (await emailTaken(tx, newEmail, userId))
      throw new AppError('email_already_exists', 409, MESSAGES.auth.emailAlreadyExists);
    const now = services.clock();
    await tx
      .update(user)
      .set({ email: newEmail, emailVerified: true, updatedAt: now })
      .where(eq(user.id, userId));
    await tx.update(profiles).set({ email: newEmail, updatedAt: now }).where(eq(profiles.id, userId));
    await recordLog(tx, logger, {
      userId,
      actionType: 'profile_update',
      action: 'Email cím módosítva',
      metadata: {
        updatedFields: ['email'],
        oldValues: { email: current.email },
        newValues: { email: newEmail },
      },
    });
  });
}

/**
 * Erases the person (GDPR). Without a coupon claim or a property the account goes entirely. Otherwise the
 * property, its certificate and the coupon claim stay for the bank's billing and the certificate register,
 * tied to a profile with no personal data; sign-in, sessions, mails and log details go.
 */
export async function eraseAccount(
  services: AppServices,
  logger: FastifyBaseLogger,
  userId: string,
): Promise<void> {
  const afterCommit = await services.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!current || current.erasedAt) throw new AppError('unauthorized', 401, MESSAGES.profile.noUser);
    if (current.role === 'auditor')
      throw new AppError('forbidden', 403, MESSAGES.accountDeletion.auditorRefused);

    await tx.update(userLogs).set({ details: null, metadata: null }).where(eq(userLogs.userId, userId));
    const [property] = await tx
      .select({ id: properties.id, status: properties.status })
      .from(properties)
      .where(eq(properties.clientId, userId));
    // Every other feature that keeps personal data erases its part here, in this transaction and before the
    // user row may go: the leads, the TIG statements, the queued appointment reminders (app.ts registers them).
    const afterErasure = await services.erasure.erase(tx, {
      userId,
      propertyId: property?.id ?? null,
      erasedName: ERASED_PERSON_NAME,
      at: services.clock(),
    });
    // Every message to or about the person goes, sent or queued (otherwise the confirmation of a pending
    // e-mail change, to the new address, would stay with the name in it).
    await tx
      .delete(mailOutbox)
      .where(or(eq(mailOutbox.to, current.email), eq(mailOutbox.aboutUserId, userId)));
    // Better Auth's reset and confirmation tokens hold the user id; ours hold 'id new-address'.
    await tx
      .delete(verification)
      .where(or(eq(verification.value, userId), like(verification.value, `${userId} %`)));
    const [claim] = await tx
      .select({ code: coupons.code })
      .from(coupons)
      .where(eq(coupons.claimedBy, userId));
    // A property never ordered (status new, from the registration address) is no record to keep.
    const ordered = property !== undefined && property.status !== 'new';
    const mustKeep = ordered || claim !== undefined;

    if (!mustKeep) {
      if (property) await tx.delete(properties).where(eq(properties.id, property.id));
      // The profile, sessions and credentials follow the user row (foreign keys); log rows lose their owner.
      await tx.delete(user).where(eq(user.id, userId));
    } else {
      const now = services.clock();
      const erasedEmail = `torolt-${userId}@torolt.invalid`;
      await tx.delete(session).where(eq(session.userId, userId));
      await tx.delete(account).where(eq(account.userId, userId));
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
      await tx
        .update(user)
        .set({
          name: ERASED_PERSON_NAME,
          email: erasedEmail,
          emailVerified: false,
          twoFactorEnabled: false,
          image: null,
          updatedAt: now,
        })
        .where(eq(user.id, userId));
      await tx
        .update(profiles)
        .set({
          name: ERASED_PERSON_NAME,
          firstName: null,
          lastName: null,
          email: erasedEmail,
          phone: null,
          address: null,
          portalMarketingAcceptedAt: null,
          khDataSharingAcceptedAt: null,
          erasedAt: now,
          updatedAt: now,
        })
        .where(eq(profiles.id, userId));
      await tx
        .update(properties)
        .set({ contactPerson: null, updatedAt: now })
        .where(eq(properties.clientId, userId));
    }
    await recordLog(tx, logger, {
      userId: mustKeep ? userId : null,
      actionType: 'account_deletion',
      action: 'Felhasználói fiók törölve',
      metadata: { role: current.role, recordsKept: mustKeep },
    });
    return afterErasure;
  });
  for (const then of afterCommit) await then(services, logger);
}
