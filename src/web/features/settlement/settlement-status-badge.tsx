import { SETTLEMENT_STATUS_LABELS, type SettlementStatus } from '../../../domain/settlement-list.ts';
import { ToneBadge } from '../../components/status-badge.tsx';

const TONES = { pending: 'orange', paid: 'green' } as const;

/** 'Függőben' or 'Kifizetve', on /billing and in the settlement histories alike. */
export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  return (
    <ToneBadge color={TONES[status]} tt="none">
      {SETTLEMENT_STATUS_LABELS[status]}
    </ToneBadge>
  );
}
