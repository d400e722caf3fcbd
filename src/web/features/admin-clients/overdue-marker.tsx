import { Badge, VisuallyHidden } from '@mantine/core';
import { OVERDUE_HINT } from '../../../domain/statuses.ts';

/**
 * docs/product.md, 'Overdue work': overdue work (no appointment more than OVERDUE_AFTER_DAYS days after the
 * assignment) shows to admins too.
 */
export function OverdueMarker({ compact = false }: { compact?: boolean }) {
  return (
    <Badge
      color="red.8"
      variant="filled"
      size={compact ? 'sm' : 'md'}
      style={{ flexShrink: 0 }}
      tt="none"
      data-testid="overdue-marker"
      title={OVERDUE_HINT}
    >
      {compact ? 'Késésben' : '! Késésben'}
      <VisuallyHidden>: {OVERDUE_HINT.toLowerCase()}</VisuallyHidden>
    </Badge>
  );
}
