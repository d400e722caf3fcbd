import {
  Box,
  Flex,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { CLIENT_TRACKER_STEPS, clientTrackerPercent } from '../../../domain/statuses.ts';

type StepState = 'done' | 'current' | 'todo';

const STATE_TEXT: Record<StepState, string> = { done: 'kész', current: 'jelenlegi lépés', todo: 'hátravan' };

/** Where each of the four steps stands for a status: the status's own step is the current one. */
export function trackerStepStates(status: string): StepState[] {
  const current = CLIENT_TRACKER_STEPS.findIndex((step) => step.status === status);
  return CLIENT_TRACKER_STEPS.map((_, index) =>
    index < current ? 'done' : index === current ? 'current' : 'todo',
  );
}

/** What each step means, for the property page (the dashboard shows the labels only). */
const STEP_TEXT: Record<(typeof CLIENT_TRACKER_STEPS)[number]['status'], string> = {
  finding_auditor: 'Igénylését rögzítettük, és kijelölünk Önnek egy tanúsítót.',
  auditor_assigned: 'A tanúsító felveszi Önnel a kapcsolatot a helyszíni felmérés egyeztetéséhez.',
  appointment_scheduled: 'A tanúsító az egyeztetett időpontban a helyszínen felméri az ingatlant.',
  document_uploaded: 'A tanúsító feltöltötte a tanúsítványt: letöltheti és megoszthatja.',
};

/**
 * docs/rules/statuses.md, 'The client's 4-step tracker': the tracker at 25/50/75/100 percent. The one model
 * of the process: the dashboard and the property page ('A tanúsítás menete', with `withExplanations`) both
 * show it; before the order it stands at 0 %.
 */
export function ProgressTracker({
  status,
  withExplanations = false,
}: {
  status: string;
  withExplanations?: boolean;
}) {
  const percent = clientTrackerPercent(status);
  const states = trackerStepStates(status);
  const isFinished = percent === 100;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text fw={600}>Előrehaladás</Text>
        <Text fw={700} fz="xl" data-testid="tracker-percent">
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        color={isFinished ? 'green' : 'blue'}
        aria-label="Az igénylés előrehaladása"
      />
      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 4 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {CLIENT_TRACKER_STEPS.map((step, index) => {
          const state = states[index] ?? 'todo';
          const isCurrent = state === 'current';
          const isDone = state === 'done' || (isCurrent && isFinished);
          return (
            <Box
              component="li"
              key={step.status}
              aria-current={isCurrent ? 'step' : undefined}
              p="xs"
              bd={
                isCurrent ? '2px solid var(--mantine-color-blue-8)' : '1px solid var(--mantine-color-gray-3)'
              }
              bg={isCurrent ? 'blue.0' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              {/* Side by side in one column on phones, stacked in the four narrow columns above. */}
              <Flex
                gap="xs"
                direction={{ base: 'row', sm: 'column' }}
                align={{ base: 'center', sm: 'flex-start' }}
              >
                <ThemeIcon
                  radius="xl"
                  size="md"
                  color={isDone ? 'green.8' : isCurrent ? 'blue.8' : 'gray.2'}
                  c={isDone || isCurrent ? 'white' : 'gray.8'}
                  aria-hidden
                >
                  {isDone ? (
                    <IconCheck size={16} />
                  ) : (
                    <Text fz="sm" fw={700}>
                      {index + 1}
                    </Text>
                  )}
                </ThemeIcon>
                <Stack gap={0}>
                  <Text fz="sm" fw={isCurrent ? 700 : 500}>
                    {step.label}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {step.percent}%<VisuallyHidden>, {STATE_TEXT[state]}</VisuallyHidden>
                  </Text>
                  {withExplanations && (
                    <Text fz="xs" c="dimmed" mt={4}>
                      {STEP_TEXT[step.status]}
                    </Text>
                  )}
                </Stack>
              </Flex>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
