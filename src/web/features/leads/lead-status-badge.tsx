import { LEAD_STATUS_COLORS, LEAD_STATUS_LABELS, type LeadStatus } from '../../../domain/leads.ts';
import { ToneBadge } from '../../components/status-badge.tsx';

/** A lead's status with its Hungarian label (spec 02 §4). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <ToneBadge color={LEAD_STATUS_COLORS[status]}>{LEAD_STATUS_LABELS[status]}</ToneBadge>;
}
