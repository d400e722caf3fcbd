import { Group, Progress, Text } from '@mantine/core';
import { adminProgress, progressColor } from '../../domain/statuses.ts';

/**
 * The admin view's progress for a status (25/50/75/100 %) with its colour and figure
 * (docs/rules/statuses.md, 'Admin progress bar and timeline').
 */
export function StatusProgress({ status, w = 150 }: { status: string; w?: number | string }) {
  const percent = adminProgress(status);
  return (
    <Group gap={8} wrap="nowrap" w={w}>
      <Progress
        value={percent}
        color={`${progressColor(percent)}.7`}
        size="md"
        radius="xl"
        style={{ flex: 1 }}
        aria-label="Előrehaladás"
      />
      <Text fz="xs" fw={600} w={34} ta="right">
        {percent}%
      </Text>
    </Group>
  );
}
