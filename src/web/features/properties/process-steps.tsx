import { Group, List, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconClock, IconPoint } from '@tabler/icons-react';
import type { PropertyStatus } from '../../../domain/statuses.ts';

export type ProcessStepState = 'done' | 'current' | 'todo';

export const PROCESS_STEPS = [
  {
    title: 'Tanúsító kijelölése',
    text: 'Kijelölünk Önnek egy tanúsítót, aki felveszi Önnel a kapcsolatot.',
  },
  {
    title: 'Helyszíni felmérés',
    text: 'A tanúsító egy Önnel egyeztetett időpontban a helyszínen felméri az ingatlant.',
  },
  {
    title: 'Tanúsítvány kiállítása',
    text: 'A tanúsító feltölti az elkészült tanúsítványt, amelyet itt letölthet és megoszthat.',
  },
] as const;

/** spec 01 §2 property detail: where the three steps of the process stand for a status. */
export function processStepStates(status: PropertyStatus): ProcessStepState[] {
  switch (status) {
    case 'new':
      return ['todo', 'todo', 'todo'];
    case 'finding_auditor':
      return ['current', 'todo', 'todo'];
    case 'auditor_assigned':
    case 'appointment_scheduled':
      return ['done', 'current', 'todo'];
    case 'document_uploaded':
      return ['done', 'done', 'done'];
  }
}

const STATE_TEXT: Record<ProcessStepState, string> = {
  done: 'kész',
  current: 'folyamatban',
  todo: 'hátravan',
};

export function ProcessSteps({ status }: { status: PropertyStatus }) {
  const states = processStepStates(status);
  return (
    <List spacing="md" listStyleType="none" p={0}>
      {PROCESS_STEPS.map((step, index) => {
        const state = states[index] ?? 'todo';
        return (
          <List.Item key={step.title} aria-current={state === 'current' ? 'step' : undefined}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon
                radius="xl"
                size="md"
                color={state === 'done' ? 'green.8' : state === 'current' ? 'blue.8' : 'gray.2'}
                c={state === 'todo' ? 'gray.8' : 'white'}
                aria-hidden
              >
                {state === 'done' ? (
                  <IconCheck size={16} />
                ) : state === 'current' ? (
                  <IconClock size={16} />
                ) : (
                  <IconPoint size={16} />
                )}
              </ThemeIcon>
              <Stack gap={0}>
                <Text fw={state === 'current' ? 700 : 600} fz="sm">
                  {index + 1}. {step.title}
                  <VisuallyHidden> ({STATE_TEXT[state]})</VisuallyHidden>
                </Text>
                <Text fz="sm" c="dimmed">
                  {step.text}
                </Text>
              </Stack>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
