// A client with their property as the staff's client lists show them: the operator's list and export
// (admin-clients) and the bank's list (bank-clients). Each list adds its own columns to these.
import { sql } from 'drizzle-orm';
import { clientDisplayId } from '../../../domain/display-ids.ts';
import { iso } from '../../db/query-helpers.ts';
import { profiles, type properties } from '../../db/schema.ts';

/**
 * The clients the staff's lists show, written as the partial indexes' predicate is (profiles_clients_*), so
 * the planner can use them.
 */
export const LISTED_CLIENTS = sql`${profiles.role} = 'client' and ${profiles.erasedAt} is null`;

/** A client without a property yet shows their own address and the status of a new registration. */
export function listedClientRow(
  client: typeof profiles.$inferSelect,
  property: typeof properties.$inferSelect | null,
) {
  return {
    clientId: client.id,
    displayId: clientDisplayId(client.displayNumber),
    name: client.name,
    email: client.email,
    phone: client.phone,
    registrationDate: iso(client.registrationDate),
    propertyId: property?.id ?? null,
    address: property?.address ?? client.address,
    area: property?.area ?? null,
    status: property?.status ?? 'new',
  };
}
