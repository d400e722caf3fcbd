// GET /api/admin/properties/{id}/auditor-suggestions: accepted, active auditors ranked by free capacity,
// county and distance, each with the figures it ranks by (docs/product.md, 'Auditor suggestions').
import { useQuery } from '@tanstack/react-query';
import type { AuditorSuggestion } from '../../../../domain/admin.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { pairingKey } from './get-pairing.ts';

export const auditorSuggestionsQuery = getQuery<AuditorSuggestion[], [propertyId: string]>(
  apiPaths.auditorSuggestions,
  (propertyId) => [...pairingKey(), 'suggestions', propertyId],
  // Capacities change with every assignment anyone makes: ask again each time the dialog opens.
  { staleTime: 0 },
);

export const useAuditorSuggestions = (propertyId: string) => useQuery(auditorSuggestionsQuery(propertyId));
