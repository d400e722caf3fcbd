// POST /api/properties/{id}/rating: 1-5 stars and a comment once the certificate is ready
// (docs/product.md, 'Ratings from clients').
import type { PropertyView } from '../../../../domain/property.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeProperty } from './property-cache.ts';

export interface RatingInput {
  stars: number;
  comment?: string;
}

export const rateAuditor = (propertyId: string, rating: RatingInput) =>
  apiFetch<{ property: PropertyView; message: string }>(apiPaths.rating(propertyId), {
    method: 'POST',
    body: rating,
  });

export const useRateAuditor = (propertyId: string) =>
  useUpdatingMutation(
    (rating: RatingInput) => rateAuditor(propertyId, rating),
    (queryClient, { property }) => storeProperty(queryClient, property),
  );
