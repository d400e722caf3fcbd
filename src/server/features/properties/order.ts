// The coupon order (docs/roles/client.md; docs/rules/coupons.md, 'The atomic claim'): the client's coupon
// claimed and the property saved with its address, logged, and the bank's sales told.
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '../../../domain/messages.ts';
import { joinAddress } from '../../../domain/postcodes.ts';
import type { PropertyView } from '../../../domain/property.ts';
import { budapestIsoDay } from '../../../domain/time.ts';
import type { certificateOrderSchema } from '../../../domain/coupons.ts';
import type { Actor } from '../../auth/guard.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { coupons, properties } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { recordWebhookEvent } from '../../platform/webhook-events.ts';
import { checkCityOfPostcode } from '../../platform/postcodes.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { queueAutoAssignment } from '../assignment/index.ts';
import { getPropertyView } from './service.ts';

type CertificateOrder = z.output<typeof certificateOrderSchema>;

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
            or(isNull(coupons.expiryDate), gte(coupons.expiryDate, budapestIsoDay(now))),
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
      // docs/rules/webhooks.md, 'Events': written with the order, so a rolled-back order tells no one.
      await recordWebhookEvent(tx, now, 'coupon.redeemed', {
        couponCode: input.couponCode,
        propertyId,
        redeemedAt: now.toISOString(),
      });
      await recordWebhookEvent(tx, now, 'order.created', {
        propertyId,
        couponCode: input.couponCode,
        status: values.status,
        orderedAt: now.toISOString(),
      });
      // docs/rules/assignment.md, 'New orders': queued with the order, so a rolled-back order queues nothing.
      if (services.config.autoAssignNewOrders) await queueAutoAssignment(tx, propertyId, now);
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
