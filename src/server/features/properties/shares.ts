// Share links (docs/roles/client.md): the owner e-mails a signed link to the certificate, valid 7 days and
// revocable; whoever holds the link sees and opens the certificate without signing in.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SHARE_LINK_TTL_MS } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { CertificateShare, SharedCertificate } from '../../../domain/property.ts';
import type { Actor } from '../../auth/guard.ts';
import { certificateShares, documents, profiles, properties } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { rateLimitedError } from '../../platform/rate-limit.ts';
import type { OpenedFile } from '../../platform/file-reply.ts';
import type { AppServices } from '../../services.ts';
import { documentView, shareState } from '../property-scope/index.ts';
import { openStored, readyCertificate } from './downloads.ts';
import { lockOwnProperty } from './service.ts';
import { UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';

const SHARES_PER_HOUR = { limit: 10, windowMs: 60 * 60_000 } as const;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sends a signed link to the certificate to an address the owner gives: valid 7 days, revocable. */
export async function shareCertificate(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  propertyId: string,
  email: string,
): Promise<CertificateShare> {
  const { db } = services.database;
  const now = services.clock();
  const limit = await services.rateLimiter.hit(`share:user:${actor.userId}`, SHARES_PER_HOUR);
  if (!limit.allowed) throw rateLimitedError(limit.retryAfterMs, () => MESSAGES.share.tooMany);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SHARE_LINK_TTL_MS);
  const share = await db.transaction(async (tx) => {
    const certificate = await readyCertificate(tx, await lockOwnProperty(tx, actor, propertyId));
    const [row] = await tx
      .insert(certificateShares)
      .values({
        propertyId,
        documentId: certificate.id,
        createdBy: actor.userId,
        email,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('share insert returned no row');
    // The share is the e-mail: if it cannot be queued, no share is made.
    await services.mailer.queue(tx, {
      to: email,
      aboutUserId: actor.userId,
      template: 'CERTIFICATE_SHARED',
      data: {
        senderName: actor.profile.name,
        url: `${services.config.publicUrl}/shared/${token}`,
        expiresAt: expiresAt.toISOString(),
      },
    });
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'data_export',
      action: 'Tanúsítvány megosztva emailben',
      metadata: { propertyId, fileName: certificate.name, email },
      at: now,
    });
    return row;
  });
  return {
    id: share.id,
    email: share.email,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    revokedAt: null,
    state: 'active',
  };
}

export async function revokeShare(
  services: AppServices,
  actor: Actor,
  propertyId: string,
  shareId: string,
): Promise<void> {
  const { db } = services.database;
  const [share] = await db
    .select({ id: certificateShares.id })
    .from(certificateShares)
    .innerJoin(properties, eq(properties.id, certificateShares.propertyId))
    .where(
      and(
        eq(certificateShares.id, shareId),
        eq(certificateShares.propertyId, propertyId),
        eq(properties.clientId, actor.userId),
      ),
    );
  if (!share) throw new AppError('not_found', 404, MESSAGES.share.invalid);
  await db
    .update(certificateShares)
    .set({ revokedAt: services.clock() })
    .where(and(eq(certificateShares.id, shareId), isNull(certificateShares.revokedAt)));
}

/** The share behind a link: 404 for an unknown token, 410 once expired or revoked. */
async function findShare(services: AppServices, token: string) {
  const [row] = await services.database.db
    .select({ share: certificateShares, document: documents, sharedBy: profiles.name })
    .from(certificateShares)
    .innerJoin(documents, eq(documents.id, certificateShares.documentId))
    .leftJoin(profiles, eq(profiles.id, certificateShares.createdBy))
    .where(eq(certificateShares.tokenHash, hashToken(token)));
  if (!row) throw new AppError('share_not_found', 404, MESSAGES.share.invalid);
  if (shareState(row.share, services.clock()) !== 'active')
    throw new AppError('share_expired', 410, MESSAGES.share.expired);
  return row;
}

export async function describeSharedCertificate(
  services: AppServices,
  token: string,
): Promise<SharedCertificate> {
  const { share, document, sharedBy } = await findShare(services, token);
  const file = documentView(document);
  return {
    fileName: file.name,
    sizeBytes: file.sizeBytes,
    uploadedAt: file.uploadedAt,
    expiresAt: share.expiresAt.toISOString(),
    sharedBy: sharedBy ?? UNKNOWN_USER_LABEL,
  };
}

export async function openSharedCertificate(services: AppServices, token: string): Promise<OpenedFile> {
  const { share, document } = await findShare(services, token);
  const opened = await openStored(services, document);
  await services.database.db
    .update(certificateShares)
    .set({ openCount: sql`${certificateShares.openCount} + 1`, lastOpenedAt: services.clock() })
    .where(eq(certificateShares.id, share.id));
  return opened;
}
