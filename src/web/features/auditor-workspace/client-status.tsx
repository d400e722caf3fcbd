import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AuditorClientRow } from '../../../domain/auditor-workspace.ts';
import { OVERDUE_HINT, statusLabel } from '../../../domain/statuses.ts';
import { StatusBadge } from '../../components/status-badge.tsx';

const daysText = (days: number) => (days <= 0 ? 'ma hozzárendelve' : `${days} napja hozzárendelve`);

/**
 * The status badge with the days since the assignment; a client waiting for an appointment for more than
 * OVERDUE_AFTER_DAYS days gets the red '!' (with words for screen readers). docs/product.md, 'Overdue work'.
 */
export function ClientStatus({ client }: { client: AuditorClientRow }) {
  return (
    // As wide as its badge, never cut: the column takes no more and no less.
    <Stack gap={4} align="flex-start" miw="max-content">
      {client.isOverdue ? (
        <Group gap={6} wrap="nowrap">
          <Badge
            color="red.8"
            variant="filled"
            circle
            aria-hidden
            data-testid="overdue-marker"
            title={OVERDUE_HINT}
          >
            !
          </Badge>
          <Badge color="red.8" variant="outline" tt="none">
            {statusLabel(client.status)}
            <VisuallyHidden>, késésben: {OVERDUE_HINT.toLowerCase()}</VisuallyHidden>
          </Badge>
        </Group>
      ) : (
        <StatusBadge status={client.status} tt="none" />
      )}
      {client.status !== 'document_uploaded' && (
        <Text
          fz="xs"
          c={client.isOverdue ? 'red.8' : 'dimmed'}
          fw={client.isOverdue ? 600 : 400}
          style={{ whiteSpace: 'nowrap' }}
        >
          {daysText(client.daysSinceAssigned)}
        </Text>
      )}
    </Stack>
  );
}
