import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { EMPTY_CELL } from '../../../domain/format.ts';
import { formatRating, isRated, NO_RATING } from '../../../domain/rating.ts';

/** '★ 4,5 (3)' or '★ 4,0 (1)', or a dash while there is no rating yet (read out in words). */
export function RatingText({ average, count }: { average: number | null; count: number }) {
  if (!isRated(average, count))
    return (
      <Text span fz="sm" c="dimmed" title={NO_RATING}>
        {EMPTY_CELL}
        <VisuallyHidden>{NO_RATING}</VisuallyHidden>
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
      <Text span fz="sm" fw={600}>
        {formatRating(average)}
      </Text>
      <Text span fz="xs" c="dimmed">
        ({count})
      </Text>
      <VisuallyHidden> értékelés alapján</VisuallyHidden>
    </Group>
  );
}
