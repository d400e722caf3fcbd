import { Alert, Button, Group, Loader, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendarCheck, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { AuditorClientRow } from '../../../domain/auditor-workspace.ts';
import { formatArea, formatLongDateTime } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { appointmentSchema } from '../../../domain/appointments.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useCancelAuditorAppointment } from './api/cancel-appointment.ts';
import { useScheduleAppointment } from './api/schedule-appointment.ts';
import {
  dayOptions,
  HOUR_OPTIONS,
  initialChoice,
  isComplete,
  MINUTE_OPTIONS,
  MONTH_OPTIONS,
  withChange,
  yearOptions,
  type AppointmentChoice,
  type Option,
} from './appointment-options.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';
import { SubjectModal, type DialogProps } from '../../components/subject-modal.tsx';

const PLACEHOLDER: Option & { disabled: true } = { value: '', label: 'Válasszon…', disabled: true };

/**
 * The thrown message inside the dialog's sentence ('Hiba történt az időpont mentése során: …',
 * docs/roles/auditor.md, 'Appointment dialog'), or the unexpected one.
 */
export const appointmentFailure = (error: unknown) =>
  error instanceof ApiError
    ? MESSAGES.auditorWorkspace.appointmentError(error.message)
    : MESSAGES.auditorWorkspace.appointmentUnexpected;

type DateCheck = { isValid: true; instant: Date } | { isValid: false; message: string };

/**
 * The same rules as the server, relative to now (not earlier than tomorrow in Budapest):
 * docs/rules/validation.md, 'Appointment date and time'.
 */
export function checkChoice(choice: AppointmentChoice, now: Date): DateCheck | null {
  if (!isComplete(choice)) return null;
  const parsed = appointmentSchema(now).safeParse({
    year: Number(choice.year),
    month: Number(choice.month),
    day: Number(choice.day),
    hour: Number(choice.hour),
    minute: Number(choice.minute),
  });
  if (parsed.success) return { isValid: true, instant: parsed.data };
  return { isValid: false, message: parsed.error.issues[0]?.message ?? MESSAGES.appointment.invalidDate };
}

/**
 * docs/roles/auditor.md, 'Appointment dialog': year, month, day, hour and minute; the chosen date in green
 * when it can be saved, in red with the reason when not. Saving e-mails the client a calendar invitation; an
 * existing appointment can be moved or called off.
 */
export function AppointmentDialog({
  client,
  ...dialog
}: {
  client: AuditorClientRow | null;
} & DialogProps) {
  const isMove = client?.appointmentDate != null;
  return (
    <SubjectModal
      subject={client}
      {...dialog}
      title={isMove ? 'Időpont módosítása' : 'Időpont egyeztetése'}
      size="lg"
    >
      {(client) => <AppointmentForm key={client.propertyId} client={client} onDone={dialog.onClose} />}
    </SubjectModal>
  );
}

/** The current time, refreshed every minute: 'tomorrow' moves at midnight while the dialog is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function AppointmentForm({ client, onDone }: { client: AuditorClientRow; onDone: () => void }) {
  const [choice, setChoice] = useState(() => initialChoice(client.appointmentDate));
  const schedule = useScheduleAppointment(client.propertyId);
  const now = useNow();
  const check = checkChoice(choice, now);
  const change = (field: keyof AppointmentChoice) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setChoice((current) => withChange(current, { [field]: value }));
  };
  const days = dayOptions(choice.year, choice.month);
  const canSave = check?.isValid === true && !schedule.isPending;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    schedule.mutate(
      {
        year: Number(choice.year),
        month: Number(choice.month),
        day: Number(choice.day),
        hour: Number(choice.hour),
        minute: Number(choice.minute),
      },
      {
        onSuccess: ({ message }) => {
          void showSuccess(message);
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <ClientSummary client={client} />
      {client.appointmentDate && (
        <CurrentAppointment client={client} onCancelled={onDone} disabled={schedule.isPending} />
      )}
      <form noValidate onSubmit={save} aria-label="Időpont megadása">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NativeSelect
              label="Év"
              required
              data={[PLACEHOLDER, ...yearOptions(now)]}
              value={choice.year}
              onChange={change('year')}
              data-autofocus
            />
            <NativeSelect
              label="Hónap"
              required
              data={[PLACEHOLDER, ...MONTH_OPTIONS]}
              value={choice.month}
              onChange={change('month')}
            />
            <NativeSelect
              label="Nap"
              required
              description={days.length === 0 ? 'Előbb válassza ki az évet és a hónapot' : undefined}
              disabled={days.length === 0}
              data={[PLACEHOLDER, ...days]}
              value={choice.day}
              onChange={change('day')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            <NativeSelect
              label="Óra"
              required
              data={HOUR_OPTIONS}
              value={choice.hour}
              onChange={change('hour')}
            />
            <NativeSelect
              label="Perc"
              required
              data={MINUTE_OPTIONS}
              value={choice.minute}
              onChange={change('minute')}
            />
          </SimpleGrid>
          <ChosenDate check={check} />
          <Alert color="blue" role="note" icon={<IconMail size={18} aria-hidden />}>
            {client.appointmentDate
              ? 'Mentés után az ügyfél emailben értesítést kap a módosított időpontról, frissített naptármeghívóval.'
              : 'Mentés után az ügyfél emailben értesítést kap az időpontról, naptármeghívóval.'}
          </Alert>
          {schedule.isError && (
            <Alert color="red" role="alert">
              {appointmentFailure(schedule.error)}
            </Alert>
          )}
          <FormActions
            onCancel={onDone}
            disabled={!canSave}
            leftSection={
              schedule.isPending ? (
                <Loader size={14} aria-hidden />
              ) : (
                <IconCalendarCheck size={16} aria-hidden />
              )
            }
          >
            {schedule.isPending ? 'Időpont mentése...' : 'Időpont mentése'}
          </FormActions>
        </Stack>
      </form>
    </Stack>
  );
}

export function ClientSummary({ client }: { client: AuditorClientRow }) {
  return (
    <Stack gap={2} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text fw={700}>{client.clientName}</Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {client.address}
      </Text>
      <Text fz="sm" c="dimmed">
        Alapterület: {client.area === null ? 'nincs megadva' : formatArea(client.area)}
      </Text>
    </Stack>
  );
}

// Mantine's green.9 is below the AA contrast ratio for small text on white; this green is above it.
const VALID_GREEN = '#1d6b31';

/** Green with the long date when it can be saved, red with the reason when not. */
function ChosenDate({ check }: { check: DateCheck | null }) {
  return (
    <div role="status" aria-live="polite">
      {check === null ? (
        <Text fz="sm" c="dimmed">
          Válassza ki a dátumot és az időpontot.
        </Text>
      ) : check.isValid ? (
        <Group gap={6} wrap="nowrap" c={VALID_GREEN}>
          <IconCircleCheck size={18} aria-hidden />
          <Text fz="sm" fw={600} c={VALID_GREEN} data-testid="chosen-date">
            {formatLongDateTime(check.instant)}
          </Text>
        </Group>
      ) : (
        <Group gap={6} wrap="nowrap" c="red.9">
          <IconAlertCircle size={18} aria-hidden />
          <Text fz="sm" fw={600} c="red.9" data-testid="chosen-date">
            {check.message}
          </Text>
        </Group>
      )}
    </div>
  );
}

/** docs/product.md, 'Appointment cancellation': a cancelled appointment is cleared and the client is told. */
function CurrentAppointment({
  client,
  onCancelled,
  disabled,
}: {
  client: AuditorClientRow;
  onCancelled: () => void;
  disabled: boolean;
}) {
  const cancel = useCancelAuditorAppointment(client.propertyId);
  const { isConfirming, setConfirming, confirmButton, startButton: cancelButton } = useConfirmStep();
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fz="sm">
          Jelenlegi időpont:{' '}
          <Text span fw={700}>
            {client.appointmentDate ? formatLongDateTime(client.appointmentDate) : ''}
          </Text>
        </Text>
        {!isConfirming && (
          <Button
            ref={cancelButton}
            size="xs"
            variant="outline"
            color="red"
            disabled={disabled}
            onClick={() => setConfirming(true)}
          >
            Időpont lemondása
          </Button>
        )}
      </Group>
      {isConfirming && (
        <Group gap="xs" role="group" aria-label="Lemondás megerősítése">
          <Text fz="sm">Biztosan lemondja? Az ügyfél emailben értesítést kap.</Text>
          <Button
            ref={confirmButton}
            size="xs"
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: ({ message }) => {
                  void showSuccess(message);
                  onCancelled();
                },
              })
            }
          >
            Igen, lemondom
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={cancel.isPending}
            onClick={() => setConfirming(false)}
          >
            Mégsem
          </Button>
        </Group>
      )}
      <ErrorAlert error={cancel.error} />
    </Stack>
  );
}
