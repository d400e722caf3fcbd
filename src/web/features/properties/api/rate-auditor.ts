// POST /api/properties/{id}/rating: 1-5 stars and a comment once the certificate is ready
// (docs/product.md, 'Ratings from clients').
import type { z } from 'zod';
import type { PropertyView, ratingSchema } from '../../../../domain/property.ts';
import { useSendingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeProperty } from './property-cache.ts';

export type RatingInput = z.input<typeof ratingSchema>;

export const useRateAuditor = (propertyId: string) =>
  useSendingMutation<{ property: PropertyView; message: string }, RatingInput>(
    'POST',
    apiPaths.rating(propertyId),
    (queryClient, { property }) => storeProperty(queryClient, property),
  );
