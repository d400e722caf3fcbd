import { Text, Timeline, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../domain/format.ts';
import { completedTimelineSteps, TIMELINE_STEPS, type TimelineStepKey } from '../../domain/statuses.ts';

/** A done step's date; the appointment's with its time, as the person keeps it. */
const stepDate = (step: TimelineStepKey, at: string) =>
  step === 'appointment' ? formatDateTime(at) : formatDate(at);

/**
 * The five-step process (registered, ordered, auditor assigned, appointment, certificate), each done step
 * with its date when known (docs/rules/statuses.md, 'Admin progress bar and timeline').
 */
export function ProcessTimeline({
  status,
  dates,
}: {
  status: string;
  /** When each step was done (an ISO time), where known. */
  dates: Partial<Record<TimelineStepKey, string | null | undefined>>;
}) {
  const done = completedTimelineSteps(status);
  return (
    <Timeline active={done.size - 1} bulletSize={24} lineWidth={2} color="green.8" role="list">
      {TIMELINE_STEPS.map((step) => {
        const isDone = done.has(step.key);
        const at = isDone ? dates[step.key] : null;
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
              {isDone ? (at ? stepDate(step.key, at) : 'Kész') : 'Hátravan'}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
