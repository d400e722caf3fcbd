// POST /api/client/order: redeems the bank's coupon and orders the certificate (docs/roles/client.md,
// 'Certificate order dialog'; docs/rules/coupons.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PropertyView } from '../../../../domain/property.ts';
import type { certificateOrderSchema } from '../../../../domain/coupons.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeProperty } from './property-cache.ts';

export type CertificateOrderInput = z.input<typeof certificateOrderSchema>;

export const orderCertificate = (input: CertificateOrderInput) =>
  apiFetch<{ property: PropertyView; message: string }>(apiPaths.clientOrder(), {
    method: 'POST',
    body: input,
  });

export function useOrderCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderCertificate,
    onSuccess: ({ property }) => storeProperty(queryClient, property),
    meta: { handlesError: true },
  });
}
