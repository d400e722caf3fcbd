// PATCH /api/properties/{id}/address: the address, only while the certificate is not yet ordered.
import type { z } from 'zod';
import type { PropertyView } from '../../../../domain/property.ts';
import type { addressSchema } from '../../../../domain/validation.ts';
import { useSendingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeProperty } from './property-cache.ts';

export type AddressInput = z.input<typeof addressSchema>;

export const useUpdatePropertyAddress = (propertyId: string) =>
  useSendingMutation<{ property: PropertyView; message: string }, AddressInput>(
    'PATCH',
    apiPaths.propertyAddress(propertyId),
    (queryClient, { property }) => storeProperty(queryClient, property),
  );
