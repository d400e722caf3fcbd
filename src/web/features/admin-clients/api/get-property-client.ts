// GET /api/admin/properties/{id}: the client of a property, for a /property/{id} link an administrator
// opens (docs/roles/portal-admin.md, 'Client list').
import { useQuery } from '@tanstack/react-query';
import type { PropertyClient } from '../../../../domain/admin.ts';
import { uuidSchema } from '../../../../domain/validation.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminClientsKey } from '../../../lib/query-keys.ts';

export const propertyClientQuery = getQuery<PropertyClient, [propertyId: string]>(
  apiPaths.adminPropertyClient,
  (propertyId) => [...adminClientsKey(), 'property', propertyId],
  // A link to a property that is gone leads to the list at once, not after the retries.
  { retry: false },
);

/** Only a well-formed id is asked for: anything else is simply not found. */
export const usePropertyClient = (propertyId: string) =>
  useQuery({ ...propertyClientQuery(propertyId), enabled: uuidSchema.safeParse(propertyId).success });
