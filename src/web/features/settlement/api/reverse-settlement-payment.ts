// POST /api/admin/settlements/payments/{id}/reversal: the payment is reversed, its certificates pending.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettlementPayment } from '../../../../domain/settlement.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { settlementKey } from './get-settlement-month.ts';

export const reverseSettlementPayment = (paymentId: string) =>
  apiFetch<SettlementPayment>(apiPaths.settlementReversal(paymentId), { method: 'POST' });

export function useReverseSettlementPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseSettlementPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementKey() }),
    meta: { handlesError: true },
  });
}
