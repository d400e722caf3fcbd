// POST /api/admin/settlements/payments: the auditor's unsettled certificates of the month become paid.
import type { MarkSettlementPaid, SettlementPayment } from '../../../../domain/settlement.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { settlementKey } from './get-settlement-month.ts';

export const markSettlementPaid = (input: MarkSettlementPaid) =>
  apiFetch<SettlementPayment>(apiPaths.settlementPayments(), { method: 'POST', body: input });

export const useMarkSettlementPaid = () =>
  useRefreshingMutation(markSettlementPaid, settlementKey(), 'onSettled');
