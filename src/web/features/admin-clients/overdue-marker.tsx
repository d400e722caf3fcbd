import { Badge, VisuallyHidden } from '@mantine/core';
import { OVERDUE_AFTER_DAYS } from '../../../domain/constants.ts';

/**
 * docs/product.md, 'Overdue work': overdue work (no appointment more than 3 days after the assignment)
 * shows to admins too.
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
      title={`Több mint ${OVERDUE_AFTER_DAYS} napja vár időpontra`}
    >
      {compact ? 'Késésben' : '! Késésben'}
      <VisuallyHidden>: több mint {OVERDUE_AFTER_DAYS} napja vár időpontra</VisuallyHidden>
    </Badge>
  );
}
