// Which auditor should take a property: by free weekly capacity, county and real distance (docs/product.md,
// 'Auditor suggestions'). The available auditors and their loads are read at once, in two queries
// side by side, so ranking one property or a page of them costs the same.
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditorSuggestion, PairingItem, pairingListSchema } from '../../../domain/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { compareAuditorFit, roundDistanceKm } from '../../../domain/assignment-plan.ts';
import { availabilityByFreeCapacity } from '../../../domain/statuses.ts';
import { sameSettlementName, settlementNamed, splitAddress } from '../../../domain/postcodes.ts';
import { budapestWeek } from '../../../domain/time.ts';
import { auditorDetails, nameSortKey, profiles, properties } from '../../db/schema.ts';
import { takesNewWork } from './available-auditors.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';

type PairingList = z.infer<typeof pairingListSchema>;

interface AuditorLoad {
  id: string;
  name: string;
  email: string;
  companyName: string | null;
  companyAddress: string | null;
  companyPostcode: string | null;
  workCapacity: number;
  acceptedCounties: string[];
  activeClients: number;
  appointmentsThisWeek: number;
}

/** Accepted, active auditors with their open work and this week's appointments (Monday first, Budapest). */
export async function availableAuditors(services: AppServices): Promise<AuditorLoad[]> {
  const { db } = services.database;
  const week = budapestWeek(services.clock());
  const [auditors, appointments] = await Promise.all([
    db
      .select({
        id: profiles.id,
        name: profiles.name,
        email: profiles.email,
        companyName: auditorDetails.companyName,
        companyAddress: auditorDetails.companyAddress,
        companyPostcode: auditorDetails.companyPostcode,
        workCapacity: auditorDetails.workCapacity,
        acceptedCounties: auditorDetails.acceptedCounties,
        // Active clients, counted by the database as properties change (decision 0010).
        activeClients: auditorDetails.activeClients,
      })
      .from(auditorDetails)
      .innerJoin(profiles, eq(profiles.id, auditorDetails.auditorId))
      .where(takesNewWork)
      .orderBy(asc(nameSortKey(profiles.name))),
    // Read from the (appointment date, auditor) index alone.
    db
      .select({ auditorId: properties.auditorId, n: count() })
      .from(properties)
      .where(and(gte(properties.appointmentDate, week.start), lt(properties.appointmentDate, week.end)))
      .groupBy(properties.auditorId),
  ]);
  const appointmentsBy = new Map(appointments.map((r) => [r.auditorId, Number(r.n)]));
  return auditors.map((a) => ({ ...a, appointmentsThisWeek: appointmentsBy.get(a.id) ?? 0 }));
}

/**
 * The ranking is `compareAuditorFit` (src/domain/assignment-plan.ts), the one the batch plan uses too:
 * availability band, county, distance, free places, name. Each suggestion carries the figures it ranks by
 * (the screen words them once: `suggestionFacts`, and the caption `SUGGESTION_RANKING_CAPTION`).
 */
export function rankAuditors(
  services: AppServices,
  property: { postcode: string; city: string; county: string },
  auditors: AuditorLoad[],
): AuditorSuggestion[] {
  const suggestions = auditors.map((a) => {
    const freeCapacity = a.workCapacity - a.activeClients;
    const availability = availabilityByFreeCapacity(freeCapacity);
    const countyMatch = a.acceptedCounties.includes(property.county);
    const distanceKm = a.companyPostcode
      ? services.postcodes.distanceKm(a.companyPostcode, property.postcode)
      : null;
    const settlement = companySettlement(services, a);
    return {
      auditorId: a.id,
      name: a.name,
      email: a.email,
      companyName: a.companyName,
      settlement,
      workCapacity: a.workCapacity,
      activeClients: a.activeClients,
      freeCapacity,
      availability,
      county: property.county,
      countyMatch,
      distanceKm: roundDistanceKm(distanceKm),
      sameSettlement: settlement !== null && sameSettlementName(settlement, property.city),
      appointmentsThisWeek: a.appointmentsThisWeek,
    };
  });
  return suggestions.sort((x, y) => compareAuditorFit(x, y));
}

/**
 * The settlement of the company address: the address's own city when the postcode list has it under
 * that postcode (a postcode may serve several villages), else the postcode's first settlement.
 */
function companySettlement(
  services: AppServices,
  auditor: Pick<AuditorLoad, 'companyAddress' | 'companyPostcode'>,
): string | null {
  const entries = auditor.companyPostcode ? services.postcodes.lookup(auditor.companyPostcode) : [];
  const city = auditor.companyAddress ? splitAddress(auditor.companyAddress).city : '';
  return settlementNamed(entries, city)?.settlement ?? entries[0]?.settlement ?? (city === '' ? null : city);
}

export async function suggestAuditors(
  services: AppServices,
  propertyId: string,
): Promise<AuditorSuggestion[]> {
  const [[property], auditors] = await Promise.all([
    services.database.db
      .select({ postcode: properties.postcode, city: properties.city, county: properties.county })
      .from(properties)
      .where(eq(properties.id, propertyId)),
    availableAuditors(services),
  ]);
  if (!property) throw new AppError('not_found', 404, MESSAGES.property.notFound);
  return rankAuditors(services, property, auditors);
}

/** The properties waiting for an auditor, longest waiting first, each with its top three. */
export async function pairingList(
  services: AppServices,
  query: { page: number; pageSize: number },
): Promise<PairingList> {
  const { db } = services.database;
  const waiting = eq(properties.status, 'finding_auditor');
  const [rows, [total], auditors] = await Promise.all([
    db
      .select({ property: properties, clientName: profiles.name })
      .from(properties)
      .innerJoin(profiles, eq(profiles.id, properties.clientId))
      .where(waiting)
      .orderBy(sql`${properties.orderedAt} asc nulls last`, asc(properties.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(properties).where(waiting),
    availableAuditors(services),
  ]);
  const items: PairingItem[] = rows.map(({ property, clientName }) => ({
    propertyId: property.id,
    clientId: property.clientId,
    clientName,
    address: property.address,
    county: property.county,
    area: property.area,
    orderDate: property.orderedAt ? property.orderedAt.toISOString() : null,
    couponCode: property.couponCode,
    couponApprovedAt: property.couponApprovedAt ? property.couponApprovedAt.toISOString() : null,
    suggestions: rankAuditors(services, property, auditors).slice(0, 3),
  }));
  return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
