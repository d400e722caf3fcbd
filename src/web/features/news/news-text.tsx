import { Group, Text } from '@mantine/core';
import { formatDate } from '../../../domain/format.ts';
import { ToneBadge } from '../../components/status-badge.tsx';

/**
 * The news' content as plain text (markup a writer typed is shown, never interpreted; docs/product.md, 'News
 * audience'); the writer's line breaks stay.
 */
export function NewsContent({ content, lineClamp }: { content: string; lineClamp?: number }) {
  return (
    <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={lineClamp}>
      {content}
    </Text>
  );
}

/** '2026. 11. 20. · Forrás: …' under a title. */
export function NewsMeta({ date, source }: { date: string; source: string }) {
  return (
    <Text fz="xs" c="dimmed">
      {`${formatDate(date)} · Forrás: ${source}`}
    </Text>
  );
}

export function ReadBadge({ isRead }: { isRead: boolean }) {
  return (
    // Never squeezed by a long title beside it (390 px: 'Új' was cut to a dot).
    <Group gap={0} style={{ flexShrink: 0 }}>
      <ToneBadge color={isRead ? 'gray' : 'blue'} size="sm">
        {isRead ? 'Olvasott' : 'Új'}
      </ToneBadge>
    </Group>
  );
}
