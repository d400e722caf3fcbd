// The client's property (docs/roles/client.md): coupon order, address edit, appointment cancel, certificate
// download, share links and the rating of the auditor. Each function checks who may do it and answers a
// record outside the person's scope with 404, so ids cannot be probed (docs/style.md, 'Thin routes, named
// services, typed errors').
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { SHARE_LINK_TTL_MS } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { joinAddress } from '../../../domain/postcodes.ts';
import type {
  CertificateShare,
  ClientDashboard,
  PropertyView,
  SharedCertificate,
} from '../../../domain/property.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { toBudapest } from '../../../domain/time.ts';
import type { addressSchema, certificateOrderSchema, ratingSchema } from '../../../domain/validation.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { certificateShares, coupons, documents, profiles, properties, ratings } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { checkCityOfPostcode } from '../../platform/postcodes.ts';
import { AppError } from '../../platform/errors.ts';
import type { OpenedFile } from '../../platform/file-reply.ts';
import type { AppServices } from '../../services.ts';
import { cancelAppointmentOf } from '../appointments/index.ts';
import {
  documentView,
  isCertificateReady,
  loadPropertyWithParts,
  propertyView,
  shareState,
  type PropertyRow,
} from '../property-scope/index.ts';

type CertificateOrder = z.output<typeof certificateOrderSchema>;
type AddressInput = z.output<typeof addressSchema>;
type RatingInput = z.output<typeof ratingSchema>;

const SHARES_PER_HOUR = { limit: 10, windowMs: 60 * 60_000 } as const;

const propertyNotFound = () => new AppError('not_found', 404, MESSAGES.property.notFound);
const notUploaded = () => new AppError('certificate_not_uploaded', 404, MESSAGES.download.notUploaded);
const notReady = () => new AppError('certificate_not_ready', 409, MESSAGES.download.notReady);

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** Today's date in Budapest as 'YYYY-MM-DD', the form coupons' expiry dates are stored in. */
function budapestDate(instant: Date): string {
  const { year, month, day } = toBudapest(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The property the actor owns, locked for the transaction; 404 for anyone else's. */
async function lockOwnProperty(tx: Executor, actor: Actor, propertyId: string): Promise<PropertyRow> {
  const [row] = await tx
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.clientId, actor.userId)))
    .for('update');
  if (!row) throw propertyNotFound();
  return row;
}

export async function getClientDashboard(services: AppServices, actor: Actor): Promise<ClientDashboard> {
  const row = await loadPropertyWithParts(services.database.db, eq(properties.clientId, actor.userId));
  return { property: row ? propertyView(services, row, actor) : null };
}

/** /property/{id}: the owner and staff; anyone else gets 'not found'. */
export async function getPropertyView(
  services: AppServices,
  actor: Actor,
  propertyId: string,
): Promise<PropertyView> {
  const scope = isStaffRole(actor.role)
    ? eq(properties.id, propertyId)
    : and(eq(properties.id, propertyId), eq(properties.clientId, actor.userId))!;
  const row = await loadPropertyWithParts(services.database.db, scope);
  if (!row) throw propertyNotFound();
  return propertyView(services, row, actor);
}

/**
 * The coupon order (docs/rules/coupons.md, 'The atomic claim'). The coupon is claimed with one conditional
 * update, so of any number of simultaneous redemptions of a code exactly one wins; the client's property row
 * is locked first, so one client redeeming twice still has one property. Returns whether this call placed the
 * order.
 */
export async function orderCertificate(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  input: CertificateOrder,
): Promise<{ view: PropertyView; created: boolean }> {
  const { db } = services.database;
  const now = services.clock();
  const city = checkCityOfPostcode(services.postcodes, input);
  const address = joinAddress({ ...input, city });
  const county = services.postcodes.county(input.postcode);
  const values = {
    address,
    postcode: input.postcode,
    city,
    street: input.street,
    houseNumber: input.houseNumber,
    county,
    status: 'finding_auditor' as const,
    area: input.area,
    couponCode: input.couponCode,
    contactPerson: input.contactPerson
      ? {
          name: input.contactPerson.name,
          phone: input.contactPerson.phone,
          ...(input.contactPerson.email ? { email: input.contactPerson.email } : {}),
        }
      : null,
    orderedAt: now,
    updatedAt: now,
  };

  const placeOrder = () =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(properties)
        .where(eq(properties.clientId, actor.userId))
        .for('update');
      if (existing && existing.status !== 'new') {
        // The same order sent twice (a double click, a retry) answers with the property it made.
        if (existing.couponCode === input.couponCode) return { id: existing.id, created: false };
        throw new AppError('already_ordered', 409, MESSAGES.order.alreadyOrdered);
      }
      const claimed = await tx
        .update(coupons)
        .set({ claimedBy: actor.userId, claimedAt: now })
        .where(
          and(
            eq(coupons.code, input.couponCode),
            isNull(coupons.claimedBy),
            or(isNull(coupons.expiryDate), gte(coupons.expiryDate, budapestDate(now))),
          ),
        )
        .returning({ code: coupons.code });
      if (claimed.length === 0) throw new AppError('coupon_invalid', 400, MESSAGES.coupon.invalidOrUsed);

      let propertyId: string;
      if (existing) {
        await tx.update(properties).set(values).where(eq(properties.id, existing.id));
        propertyId = existing.id;
      } else {
        const [inserted] = await tx
          .insert(properties)
          .values({ clientId: actor.userId, createdAt: now, ...values })
          .returning({ id: properties.id });
        if (!inserted) throw new AppError('property_save_failed', 500, MESSAGES.order.propertySaveFailed);
        propertyId = inserted.id;
      }

      await recordLog(tx, logger, {
        userId: actor.userId,
        actionType: 'certificate_order',
        action: 'Tanúsítvány igénylés',
        details: address,
        metadata: { address, area: input.area, couponCode: input.couponCode, propertyId },
        at: now,
      });
      await services.mailer.queueQuietly(tx, logger, {
        to: services.config.bank.salesEmail,
        aboutUserId: actor.userId,
        template: 'NEW_CERTIFICATION_ORDER',
        data: {
          clientName: actor.profile.name,
          clientEmail: actor.profile.email,
          clientPhone: actor.profile.phone,
          address,
          area: input.area,
          couponCode: input.couponCode,
          contactPerson: values.contactPerson,
          orderedAt: now.toISOString(),
        },
      });
      return { id: propertyId, created: true };
    });

  let placed: { id: string; created: boolean };
  try {
    placed = await placeOrder();
  } catch (error) {
    // A second redemption by the same client that lost the race on the unique client or claim index.
    if (!isUniqueViolation(error)) throw error;
    const [own] = await db.select().from(properties).where(eq(properties.clientId, actor.userId));
    if (own?.couponCode === input.couponCode) placed = { id: own.id, created: false };
    else if (own && own.status !== 'new')
      throw new AppError('already_ordered', 409, MESSAGES.order.alreadyOrdered);
    else throw new AppError('coupon_invalid', 400, MESSAGES.coupon.invalidOrUsed);
  }
  return { view: await getPropertyView(services, actor, placed.id), created: placed.created };
}

/** The client edits the property's address while the status is new (docs/roles/client.md, 'Address edit'). */
export async function updatePropertyAddress(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  propertyId: string,
  input: AddressInput,
): Promise<PropertyView> {
  const now = services.clock();
  const city = checkCityOfPostcode(services.postcodes, input);
  await services.database.db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, actor, propertyId);
    if (property.status !== 'new') throw new AppError('address_locked', 409, MESSAGES.property.addressLocked);
    const address = joinAddress({ ...input, city });
    await tx
      .update(properties)
      .set({
        address,
        postcode: input.postcode,
        city,
        street: input.street,
        houseNumber: input.houseNumber,
        county: services.postcodes.county(input.postcode),
        updatedAt: now,
      })
      .where(eq(properties.id, property.id));
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'profile_update',
      action: 'Ingatlan címe módosítva',
      metadata: {
        propertyId,
        updatedFields: ['address'],
        oldValues: { address: property.address },
        newValues: { address },
      },
      at: now,
    });
  });
  return getPropertyView(services, actor, propertyId);
}

/**
 * The client calls the appointment off; the auditor is told and arranges a new one (docs/product.md,
 * 'Appointment cancellation').
 */
export async function cancelAppointment(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  propertyId: string,
  reason: string | undefined,
): Promise<PropertyView> {
  await services.database.db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, actor, propertyId);
    await cancelAppointmentOf(services, logger, tx, property, { actor, side: 'client' }, reason || null);
  });
  return getPropertyView(services, actor, propertyId);
}

// --- Downloads ---------------------------------------------------------------------------------------

/** Who may read a property's files: its client, its auditor, and staff (who read every property). */
function canReadFiles(actor: Actor, property: PropertyRow): boolean {
  if (isStaffRole(actor.role)) return true;
  if (actor.role === 'client') return property.clientId === actor.userId;
  if (actor.role === 'auditor') return property.auditorId === actor.userId;
  return false;
}

async function openStored(services: AppServices, document: typeof documents.$inferSelect) {
  const stream = await services.fileStore.getStream(document.storageKey).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404)
      throw new AppError('file_not_found', 404, MESSAGES.download.fileNotFound);
    throw error;
  });
  return {
    stream,
    name: document.name,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
  };
}

/** Certificate download by property: the newest certificate, once it is ready. */
export async function openCertificate(
  services: AppServices,
  actor: Actor,
  propertyId: string,
): Promise<OpenedFile> {
  const { db } = services.database;
  const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
  if (!property || !canReadFiles(actor, property)) throw propertyNotFound();
  const [certificate] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.propertyId, propertyId), eq(documents.type, 'certificate')))
    .orderBy(desc(documents.uploadedAt))
    .limit(1);
  if (!certificate) throw notUploaded();
  if (!isCertificateReady(property, certificate)) throw notReady();
  return openStored(services, certificate);
}

/** Document download by id: any document of a property the person may read. */
export async function openDocument(
  services: AppServices,
  actor: Actor,
  documentId: string,
): Promise<OpenedFile> {
  const { db } = services.database;
  const [row] = await db
    .select({ document: documents, property: properties })
    .from(documents)
    .innerJoin(properties, eq(properties.id, documents.propertyId))
    .where(eq(documents.id, documentId));
  if (!row || !canReadFiles(actor, row.property))
    throw new AppError('not_found', 404, MESSAGES.download.fileNotFound);
  if (row.document.type === 'certificate' && row.property.status !== 'document_uploaded') throw notReady();
  return openStored(services, row.document);
}

// --- Shares ------------------------------------------------------------------------------------------

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
  if (!limit.allowed) throw new AppError('rate_limited', 429, MESSAGES.share.tooMany);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SHARE_LINK_TTL_MS);
  const share = await db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, actor, propertyId);
    const [certificate] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.propertyId, propertyId), eq(documents.type, 'certificate')))
      .orderBy(desc(documents.uploadedAt))
      .limit(1);
    if (!certificate) throw notUploaded();
    if (!isCertificateReady(property, certificate)) throw notReady();
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
    sharedBy: sharedBy ?? 'Ismeretlen felhasználó',
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

// --- Rating ------------------------------------------------------------------------------------------

/**
 * Once the certificate is downloadable, the client rates the auditor once (docs/product.md, 'Ratings from
 * clients').
 */
export async function rateAuditor(
  services: AppServices,
  actor: Actor,
  propertyId: string,
  input: RatingInput,
): Promise<PropertyView> {
  const { db } = services.database;
  await db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, actor, propertyId);
    const [certificate] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.propertyId, propertyId), eq(documents.type, 'certificate')))
      .limit(1);
    if (!isCertificateReady(property, certificate) || !property.auditorId)
      throw new AppError('rating_not_yet', 409, MESSAGES.rating.notYet);
    const inserted = await tx
      .insert(ratings)
      .values({
        propertyId,
        auditorId: property.auditorId,
        clientId: actor.userId,
        stars: input.stars,
        comment: input.comment ? input.comment : null,
        createdAt: services.clock(),
      })
      .onConflictDoNothing({ target: ratings.propertyId })
      .returning({ id: ratings.id });
    if (inserted.length === 0) throw new AppError('already_rated', 409, MESSAGES.rating.already);
  });
  return getPropertyView(services, actor, propertyId);
}
