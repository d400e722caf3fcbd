// The client's property (docs/roles/client.md): its dashboard and page, the address edit, the appointment
// cancel and the rating of the auditor; the coupon order, the downloads and the share links are in
// order.ts, downloads.ts and shares.ts. Each function checks who may do it and answers a record outside the
// person's scope with 404, so ids cannot be probed (docs/style.md, 'Thin routes, named services, typed
// errors').
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '../../../domain/messages.ts';
import { joinAddress } from '../../../domain/postcodes.ts';
import type { ClientDashboard, PropertyView, ratingSchema } from '../../../domain/property.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import type { addressSchema } from '../../../domain/validation.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { documents, properties, ratings } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { checkCityOfPostcode } from '../../platform/postcodes.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { cancelAppointmentOf } from '../appointments/index.ts';
import {
  isCertificateReady,
  loadPropertyWithParts,
  propertyNotFound,
  propertyView,
  type PropertyRow,
} from '../property-scope/index.ts';

type AddressInput = z.output<typeof addressSchema>;
type RatingInput = z.output<typeof ratingSchema>;

/** The property the actor owns, locked for the transaction; 404 for anyone else's. */
export async function lockOwnProperty(tx: Executor, actor: Actor, propertyId: string): Promise<PropertyRow> {
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
