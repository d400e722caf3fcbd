import { Text, Timeline, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { completedTimelineSteps, TIMELINE_STEPS, type TimelineStepKey } from '../../domain/statuses.ts';

/**
 * The five-step process (registered, ordered, auditor assigned, appointment, certificate), each done step
 * with its date when known (docs/rules/statuses.md, 'Admin progress bar and timeline').
 */
export function ProcessTimeline({
  status,
  dates,
}: {
  status: string;
  /** The formatted date of each step, when known. */
  dates: Partial<Record<TimelineStepKey, string | null>>;
}) {
  const done = completedTimelineSteps(status);
  return (
    <Timeline active={done.size - 1} bulletSize={24} lineWidth={2} color="green.8" role="list">
      {TIMELINE_STEPS.map((step) => {
        const isDone = done.has(step.key);
        const date = isDone ? (dates[step.key] ?? null) : null;
        return (
          <Timeline.Item
            key={step.key}
            role="listitem"
            bullet={isDone ? <IconCheck size={14} aria-hidden /> : undefined}
            title={
              <>
                {step.label}
                <VisuallyHidden>{isDone ? ' (kész)' : ' (hátravan)'}</VisuallyHidden>
              </>
            }
          >
            <Text fz="xs" c="dimmed">
              {isDone ? (date ?? 'Kész') : 'Hátravan'}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
