// GET /api/properties/{id}: one property as its owner (or staff) sees it (spec 01 §2 Property detail).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyView } from '../../../../domain/property.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const getProperty = (id: string, signal?: AbortSignal) =>
  apiFetch<PropertyView>(apiPaths.property(id), signal ? { signal } : {});

export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: ({ signal }) => getProperty(id, signal),
  });

export const useProperty = (id: string) => useQuery(propertyQuery(id));
