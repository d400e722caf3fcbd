// GET /api/properties/{id}: one property as its owner (or staff) sees it
// (docs/roles/client.md, 'Property detail').
import { useQuery } from '@tanstack/react-query';
import type { PropertyView } from '../../../../domain/property.ts';
import { uuidSchema } from '../../../../domain/validation.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const propertyQuery = getQuery<PropertyView, [id: string]>(apiPaths.property, (id) => [
  'properties',
  'detail',
  id,
]);

/** Only a well-formed id is asked for: anything else in the address bar is simply not found. */
export const useProperty = (id: string) => useQuery({ ...propertyQuery(id), enabled: isPropertyId(id) });

export const isPropertyId = (id: string) => uuidSchema.safeParse(id).success;
