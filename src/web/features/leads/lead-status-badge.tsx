import { Badge } from '@mantine/core';
import { LEAD_STATUS_COLORS, LEAD_STATUS_LABELS, type LeadStatus } from '../../../domain/leads.ts';

/** A lead's status with its Hungarian label (spec 02 §4). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={LEAD_STATUS_COLORS[status]} variant="light">
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}
