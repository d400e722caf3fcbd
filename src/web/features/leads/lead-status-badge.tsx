import { LEAD_STATUS_COLORS, LEAD_STATUS_LABELS, type LeadStatus } from '../../../domain/leads-list.ts';
import { ToneBadge } from '../../components/status-badge.tsx';

/** A lead's status with its Hungarian label (docs/rules/statuses.md, 'Lead statuses'). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <ToneBadge color={LEAD_STATUS_COLORS[status]}>{LEAD_STATUS_LABELS[status]}</ToneBadge>;
}
