// POST /api/admin/settlements/payments/{id}/reversal: the payment is reversed, its certificates pending.
import type { SettlementPayment } from '../../../../domain/settlement.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { settlementKey } from './get-settlement-month.ts';

export const reverseSettlementPayment = (paymentId: string) =>
  apiFetch<SettlementPayment>(apiPaths.settlementReversal(paymentId), { method: 'POST' });

export const useReverseSettlementPayment = () =>
  useRefreshingMutation(reverseSettlementPayment, settlementKey(), 'onSettled');
