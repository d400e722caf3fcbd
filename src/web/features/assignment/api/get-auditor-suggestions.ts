// GET /api/admin/properties/{id}/auditor-suggestions: accepted, active auditors ranked by free capacity,
// county and distance, each with the figures it ranks by (docs/product.md, 'Auditor suggestions').
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditorSuggestion } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { pairingKey } from './get-pairing.ts';

export const getAuditorSuggestions = (propertyId: string, signal?: AbortSignal) =>
  apiFetch<AuditorSuggestion[]>(apiPaths.auditorSuggestions(propertyId), signal ? { signal } : {});

export const auditorSuggestionsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: [...pairingKey(), 'suggestions', propertyId],
    queryFn: ({ signal }) => getAuditorSuggestions(propertyId, signal),
    // Capacities change with every assignment anyone makes: ask again each time the dialog opens.
    staleTime: 0,
  });

export const useAuditorSuggestions = (propertyId: string) => useQuery(auditorSuggestionsQuery(propertyId));
