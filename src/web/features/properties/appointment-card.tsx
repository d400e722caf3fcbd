import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { LIMITS } from '../../../domain/constants.ts';
import { formatLongDateTime } from '../../../domain/format.ts';
import type { PropertyView } from '../../../domain/property.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { showSuccess } from '../../lib/notify.ts';
import { useCancelAppointment } from './api/cancel-appointment.ts';
import { FormActions } from '../../components/form-actions.tsx';

function appointmentText(property: PropertyView): string {
  if (property.status === 'new')
    return 'Az időpontot a tanúsítvány igénylése után egyezteti Önnel a tanúsító.';
  if (property.status === 'finding_auditor') return 'A tanúsító kijelölése után egyeztetjük az időpontot.';
  if (property.status === 'document_uploaded') return 'A helyszíni felmérés megtörtént.';
  return 'Még nincs egyeztetett időpont: a tanúsító hamarosan felveszi Önnel a kapcsolatot.';
}

/**
 * The next survey appointment, with the client's cancellation (saved, the auditor is told; docs/product.md,
 * 'Appointment cancellation').
 */
export function AppointmentCard({ property }: { property: PropertyView }) {
  const [cancelOpen, cancelDialog] = useDisclosure(false);
  const isUpcoming = property.status === 'appointment_scheduled' && property.appointmentDate !== null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="appointment-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={22} aria-hidden />
          <Title order={2} size="h4" id="appointment-title">
            Helyszíni felmérés időpontja
          </Title>
        </Group>
        {isUpcoming && property.appointmentDate ? (
          <Text fw={700} fz="lg">
            {formatLongDateTime(property.appointmentDate)}
          </Text>
        ) : (
          <Text fz="sm">{appointmentText(property)}</Text>
        )}
        {property.canCancelAppointment && (
          <Button
            variant="outline"
            color="red"
            onClick={cancelDialog.open}
            style={{ alignSelf: 'flex-start' }}
          >
            Időpont lemondása
          </Button>
        )}
        {/* Stays mounted when the answer removes the button, so the success callback still runs. */}
        <Modal opened={cancelOpen} onClose={cancelDialog.close} title="Időpont lemondása" centered>
          <CancelForm property={property} onDone={cancelDialog.close} />
        </Modal>
      </Stack>
    </Card>
  );
}

function CancelForm({ property, onDone }: { property: PropertyView; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const cancel = useCancelAppointment(property.id);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate(reason, {
          onSuccess: ({ message }) => {
            void showSuccess(message);
            onDone();
          },
        });
      }}
    >
      <Stack gap="sm">
        <Text>Biztosan lemondja a helyszíni felmérés időpontját?</Text>
        {property.appointmentDate && <Text fw={700}>{formatLongDateTime(property.appointmentDate)}</Text>}
        <Text fz="sm">A tanúsító emailben értesítést kap, és új időpontot egyeztet Önnel.</Text>
        <ErrorAlert error={cancel.error} />
        <Textarea
          label="Üzenet a tanúsítónak (nem kötelező)"
          placeholder="Például: mely napokon alkalmas Önnek egy új időpont"
          autosize
          minRows={3}
          maxLength={LIMITS.noteMax}
          description={`${reason.length}/${LIMITS.noteMax} karakter`}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <FormActions onCancel={onDone} color="red" loading={cancel.isPending}>
          Időpont lemondása
        </FormActions>
      </Stack>
    </form>
  );
}
