// GET /api/properties/{id}: one property as its owner (or staff) sees it
// (docs/roles/client.md, 'Property detail').
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyView } from '../../../../domain/property.ts';
import { uuidSchema } from '../../../../domain/validation.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const getProperty = (id: string, signal?: AbortSignal) =>
  apiFetch<PropertyView>(apiPaths.property(id), signal ? { signal } : {});

export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: ({ signal }) => getProperty(id, signal),
  });

/** Only a well-formed id is asked for: anything else in the address bar is simply not found. */
export const useProperty = (id: string) => useQuery({ ...propertyQuery(id), enabled: isPropertyId(id) });

export const isPropertyId = (id: string) => uuidSchema.safeParse(id).success;
