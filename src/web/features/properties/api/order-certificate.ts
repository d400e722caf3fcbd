// POST /api/client/order: redeems the bank's coupon and orders the certificate (docs/roles/client.md,
// 'Certificate order dialog'; docs/rules/coupons.md).
import type { z } from 'zod';
import type { PropertyView } from '../../../../domain/property.ts';
import type { certificateOrderSchema } from '../../../../domain/coupons.ts';
import { useSendingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeProperty } from './property-cache.ts';

export type CertificateOrderInput = z.input<typeof certificateOrderSchema>;

export const useOrderCertificate = () =>
  useSendingMutation<{ property: PropertyView; message: string }, CertificateOrderInput>(
    'POST',
    apiPaths.clientOrder(),
    (queryClient, { property }) => storeProperty(queryClient, property),
  );
