// PATCH /api/properties/{id}/address: the address, only while the certificate is not yet ordered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PropertyView } from '../../../../domain/property.ts';
import type { addressSchema } from '../../../../domain/validation.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeProperty } from './property-cache.ts';

export type AddressInput = z.input<typeof addressSchema>;

export const updatePropertyAddress = (propertyId: string, address: AddressInput) =>
  apiFetch<{ property: PropertyView; message: string }>(apiPaths.propertyAddress(propertyId), {
    method: 'PATCH',
    body: address,
  });

export function useUpdatePropertyAddress(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressInput) => updatePropertyAddress(propertyId, address),
    onSuccess: ({ property }) => storeProperty(queryClient, property),
    meta: { handlesError: true },
  });
}
