import type { BadgeProps } from '@mantine/core';
import {
  TICKET_PRIORITY_COLORS,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_COLORS,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '../../../domain/support-list.ts';
import { ToneBadge } from '../../components/status-badge.tsx';

type Props = Omit<BadgeProps, 'color' | 'variant'>;

export function TicketStatusBadge({ status, ...props }: { status: TicketStatus } & Props) {
  return (
    <ToneBadge color={TICKET_STATUS_COLORS[status]} {...props}>
      {TICKET_STATUS_LABELS[status]}
    </ToneBadge>
  );
}

export function TicketPriorityBadge({ priority, ...props }: { priority: TicketPriority } & Props) {
  return (
    <ToneBadge color={TICKET_PRIORITY_COLORS[priority]} {...props}>
      {TICKET_PRIORITY_LABELS[priority]}
    </ToneBadge>
  );
}
