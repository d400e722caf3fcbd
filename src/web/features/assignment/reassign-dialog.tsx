import { Alert, Button, Group, ScrollArea, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconUserMinus, IconUserShare } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatLongDateTime, NOT_GIVEN } from '../../../domain/format.ts';
import {
  REASSIGNMENT_MESSAGES,
  REASSIGNMENT_REASON_MAX,
  reasonFormSchema,
} from '../../../domain/reassignment.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useReassignAuditor } from './api/reassign-auditor.ts';
import { AuditorPicker } from './auditor-picker.tsx';
import { TargetHeading } from './assignment-dialog.tsx';
import { SubjectModal, type DialogProps } from '../../components/subject-modal.tsx';

export interface ReassignTarget {
  propertyId: string;
  clientName: string;
  address: string | null;
  auditorId: string;
  auditorName: string | null;
  /** The appointment that will be called off, when there is one. */
  appointmentDate: string | null;
}

type Mode = 'reassign' | 'remove';

interface ReassignValues {
  mode: Mode;
  auditorId: string | null;
  reason: string;
}

/**
 * The portal admin gives a property to another auditor (chosen from the same ranked suggestions as the
 * assignment dialog, the current auditor left out) or takes its auditor away, with a required reason for
 * the system log. The appointment, if any, is called off and everyone is e-mailed (docs/product.md,
 * 'Changing an auditor').
 */
export function ReassignDialog({
  target,
  ...dialog
}: {
  target: ReassignTarget | null;
} & DialogProps) {
  return (
    <SubjectModal
      subject={target}
      {...dialog}
      title="Tanúsító cseréje vagy elvétele"
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {(target) => <ReassignForm key={target.propertyId} target={target} onDone={dialog.onClose} />}
    </SubjectModal>
  );
}

function ReassignForm({ target, onDone }: { target: ReassignTarget; onDone: () => void }) {
  const mutation = useReassignAuditor();
  const form = useForm<ReassignValues>({
    mode: 'controlled',
    initialValues: { mode: 'reassign', auditorId: null, reason: '' },
    validate: (values) => ({
      ...schemaResolver(reasonFormSchema, { sync: true })({ reason: values.reason }),
      ...(values.mode === 'reassign' && !values.auditorId
        ? { auditorId: REASSIGNMENT_MESSAGES.auditorRequired }
        : {}),
    }),
  });
  const values = form.getValues();
  const isReassign = values.mode === 'reassign';

  const submit = form.onSubmit((submitted) => {
    const base = { propertyId: target.propertyId, fromAuditorId: target.auditorId, reason: submitted.reason };
    mutation.mutate(
      submitted.mode === 'reassign' && submitted.auditorId
        ? { kind: 'reassign', ...base, auditorId: submitted.auditorId }
        : { kind: 'remove', ...base },
      {
        onSuccess: ({ message }) => {
          void showSuccess(message);
          onDone();
        },
        onError: (error) => form.setErrors(formErrorsOf(error)),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TargetHeading target={target}>
          <Text fz="sm" mt={4}>
            Jelenlegi tanúsító: <strong>{target.auditorName ?? NOT_GIVEN}</strong>
          </Text>
        </TargetHeading>
        <SegmentedControl
          fullWidth
          aria-label="Mit szeretne tenni?"
          data={[
            { value: 'reassign', label: 'Másik tanúsítóhoz rendelem' },
            { value: 'remove', label: 'Elveszem a tanúsítót' },
          ]}
          {...form.getInputProps('mode')}
          onChange={(mode) => {
            form.setFieldValue('mode', mode as Mode);
            form.clearFieldError('auditorId');
          }}
        />
        {target.appointmentDate ? (
          <Alert color="orange" variant="light" role="note" title="Az egyeztetett időpont elmarad">
            <Text fz="sm" c="dark.8">
              Az egyeztetett időpontot ({formatLongDateTime(target.appointmentDate)}) lemondjuk: az ügyfél és
              a tanúsító{isReassign ? 'k' : ''} emailt kapnak, az ügyfél naptárából a bejegyzés törlődik.
            </Text>
          </Alert>
        ) : (
          <Text fz="sm" c="dimmed">
            {isReassign
              ? 'Az ügyfél, a jelenlegi és az új tanúsító emailben értesítést kapnak.'
              : 'Az ügyfél és a tanúsító emailben értesítést kapnak.'}
          </Text>
        )}
        <Textarea
          label="Indoklás"
          description={`A rendszernaplóba kerül; az ügyfél és a tanúsítók nem látják. ${values.reason.length}/${REASSIGNMENT_REASON_MAX} karakter`}
          required
          data-autofocus
          autosize
          minRows={2}
          maxRows={5}
          maxLength={REASSIGNMENT_REASON_MAX}
          {...form.getInputProps('reason')}
        />
        {isReassign ? (
          <AuditorChoice
            propertyId={target.propertyId}
            excludeAuditorId={target.auditorId}
            value={values.auditorId}
            error={form.errors.auditorId}
            onChange={(auditorId) => {
              form.setFieldValue('auditorId', auditorId);
              form.clearFieldError('auditorId');
            }}
          />
        ) : (
          <Text fz="sm">Az ingatlan ismét tanúsítóra vár, és a párosításnál újra hozzárendelhető.</Text>
        )}
        {mutation.isError && Object.keys(formErrorsOf(mutation.error)).length === 0 && (
          <Alert color="red" role="alert" title="A művelet nem sikerült">
            {errorMessage(mutation.error)}
          </Alert>
        )}
        {/* The action stays in view however long the list of auditors is. */}
        <Group
          justify="flex-end"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1, borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Button variant="default" onClick={onDone}>
            Mégsem
          </Button>
          <Button
            type="submit"
            color={isReassign ? undefined : 'red.8'}
            leftSection={
              isReassign ? <IconUserShare size={16} aria-hidden /> : <IconUserMinus size={16} aria-hidden />
            }
            loading={mutation.isPending}
          >
            {isReassign ? 'Tanúsító cseréje' : 'Tanúsító elvétele'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The assignment dialog's ranked, searchable auditors, the current auditor left out. */
function AuditorChoice({
  propertyId,
  excludeAuditorId,
  value,
  error,
  onChange,
}: {
  propertyId: string;
  excludeAuditorId: string;
  value: string | null;
  error: ReactNode;
  onChange: (auditorId: string) => void;
}) {
  return (
    <Stack gap={4}>
      <AuditorPicker
        propertyId={propertyId}
        excludeAuditorId={excludeAuditorId}
        value={value}
        onChange={(auditorId) => {
          if (auditorId) onChange(auditorId);
        }}
        listMaxHeight="40dvh"
      />
      {error && (
        <Text c="red.8" fz="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
