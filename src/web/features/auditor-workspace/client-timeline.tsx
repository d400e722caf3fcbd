import { Text, Timeline, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { AuditorClientDetail } from '../../../domain/auditor-workspace.ts';
import { formatDate, formatDateTime } from '../../../domain/format.ts';
import { completedTimelineSteps, TIMELINE_STEPS, type TimelineStepKey } from '../../../domain/statuses.ts';

function stepDate(client: AuditorClientDetail, key: TimelineStepKey): string | null {
  switch (key) {
    case 'registered':
      return formatDate(client.registrationDate);
    case 'ordered':
      return client.orderedAt ? formatDate(client.orderedAt) : null;
    case 'assigned':
      return client.auditorAssignDate ? formatDate(client.auditorAssignDate) : null;
    case 'appointment':
      return client.appointmentDate ? formatDateTime(client.appointmentDate) : null;
    case 'certificate':
      return client.certificate ? formatDate(client.certificate.uploadedAt) : null;
  }
}

/** spec 02 §4: the five-step process (registered, ordered, auditor assigned, appointment, certificate). */
export function ClientTimeline({ client }: { client: AuditorClientDetail }) {
  const done = completedTimelineSteps(client.status);
  return (
    <Timeline active={done.size - 1} bulletSize={24} lineWidth={2} color="green.8" role="list">
      {TIMELINE_STEPS.map((step) => {
        const isDone = done.has(step.key);
        const date = isDone ? stepDate(client, step.key) : null;
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
