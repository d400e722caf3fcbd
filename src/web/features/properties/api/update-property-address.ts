// PATCH /api/properties/{id}/address: the address, only while the certificate is not yet ordered.
import type { z } from 'zod';
import type { PropertyView } from '../../../../domain/property.ts';
import type { addressSchema } from '../../../../domain/validation.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeProperty } from './property-cache.ts';

export type AddressInput = z.input<typeof addressSchema>;

export const updatePropertyAddress = (propertyId: string, address: AddressInput) =>
  apiFetch<{ property: PropertyView; message: string }>(apiPaths.propertyAddress(propertyId), {
    method: 'PATCH',
    body: address,
  });

export const useUpdatePropertyAddress = (propertyId: string) =>
  useUpdatingMutation(
    (address: AddressInput) => updatePropertyAddress(propertyId, address),
    (queryClient, { property }) => storeProperty(queryClient, property),
  );
