import { Badge, type BadgeProps } from '@mantine/core';
import { statusLabel, type PropertyStatus } from '../../domain/statuses.ts';

// Dot badges: the label keeps the text colour (light badges' coloured text is below the AA contrast
// ratio for orange and green) and the dot carries the colour.
export function ToneBadge({ color, ...props }: { color: string } & Omit<BadgeProps, 'color' | 'variant'>) {
  return <Badge variant="dot" color={color} {...props} />;
}

export const STATUS_COLORS: Record<string, string> = {
  new: 'gray',
  finding_auditor: 'orange',
  auditor_assigned: 'blue',
  appointment_scheduled: 'indigo',
  document_uploaded: 'green',
};

/**
 * The property status with its Hungarian label (docs/rules/statuses.md, 'The five statuses'; `labels`: the
 * bank's).
 */
export function StatusBadge({
  status,
  labels,
  ...props
}: { status: string; labels?: Record<PropertyStatus, string> } & Omit<BadgeProps, 'color'>) {
  return (
    <ToneBadge color={STATUS_COLORS[status] ?? 'gray'} {...props}>
      {statusLabel(status, labels)}
    </ToneBadge>
  );
}
