import { Text, Timeline, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../domain/format.ts';
import { completedTimelineSteps, TIMELINE_STEPS, type TimelineStepKey } from '../../domain/statuses.ts';

/** When a property's steps were done (ISO times), as the client sheet and the client pages hold them. */
export interface ProcessDates {
  registrationDate: string;
  orderedAt: string | null;
  auditorAssignDate: string | null;
  appointmentDate: string | null;
  certificate: { uploadedAt: string } | null;
}

/** A done step's date, where known; the appointment's with its time, as the person keeps it. */
function stepDate(step: TimelineStepKey, dates: ProcessDates): string | null {
  const at = {
    registered: dates.registrationDate,
    ordered: dates.orderedAt,
    assigned: dates.auditorAssignDate,
    appointment: dates.appointmentDate,
    certificate: dates.certificate?.uploadedAt ?? null,
  }[step];
  if (!at) return null;
  return step === 'appointment' ? formatDateTime(at) : formatDate(at);
}

/**
 * The five-step process (registered, ordered, auditor assigned, appointment, certificate), each done step
 * with its date when known (docs/rules/statuses.md, 'Admin progress bar and timeline').
 */
export function ProcessTimeline({ status, dates }: { status: string; dates: ProcessDates }) {
  const done = completedTimelineSteps(status);
  return (
    <Timeline active={done.size - 1} bulletSize={24} lineWidth={2} color="green.8" role="list">
      {TIMELINE_STEPS.map((step) => {
        const isDone = done.has(step.key);
        const date = isDone ? stepDate(step.key, dates) : null;
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
