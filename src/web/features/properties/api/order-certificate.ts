// POST /api/client/order: redeems the bank's coupon and orders the certificate (docs/roles/client.md,
// 'Certificate order dialog'; docs/rules/coupons.md).
import type { z } from 'zod';
import type { PropertyView } from '../../../../domain/property.ts';
import type { certificateOrderSchema } from '../../../../domain/coupons.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeProperty } from './property-cache.ts';

export type CertificateOrderInput = z.input<typeof certificateOrderSchema>;

export const orderCertificate = (input: CertificateOrderInput) =>
  apiFetch<{ property: PropertyView; message: string }>(apiPaths.clientOrder(), {
    method: 'POST',
    body: input,
  });

export const useOrderCertificate = () =>
  useUpdatingMutation(orderCertificate, (queryClient, { property }) => storeProperty(queryClient, property));
