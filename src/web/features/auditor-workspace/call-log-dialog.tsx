import { Alert, Radio, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CALL_OUTCOME_LABELS,
  CALL_SUMMARY_MAX,
  CALL_OUTCOMES,
  callLogSchema,
  callNoteText,
  type AuditorClientRow,
  type CallOutcome,
} from '../../../domain/auditor-workspace.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useLogCall } from './api/log-call.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { PhoneLink } from '../../components/contact-links.tsx';
import { SubjectModal, type DialogProps } from '../../components/subject-modal.tsx';

interface CallFormValues {
  outcome: CallOutcome | '';
  summary: string;
}

/**
 * A phone call with the client, recorded as a note ('Telefonhívás – Elértem: …'); docs/roles/auditor.md,
 * 'Notes and call log'.
 */
export function CallLogDialog({
  client,
  ...dialog
}: {
  client: AuditorClientRow | null;
} & DialogProps) {
  return (
    <SubjectModal subject={client} {...dialog} title="Hívás rögzítése">
      {(client) => <CallLogForm key={client.propertyId} client={client} onDone={dialog.onClose} />}
    </SubjectModal>
  );
}

function CallLogForm({ client, onDone }: { client: AuditorClientRow; onDone: () => void }) {
  const log = useLogCall(client.propertyId);
  const form = useForm<CallFormValues>({
    mode: 'controlled',
    initialValues: { outcome: '', summary: '' },
    validate: (values) =>
      schemaResolver(callLogSchema, { sync: true })({
        outcome: values.outcome,
        ...(values.summary.trim() ? { summary: values.summary } : {}),
      }),
  });
  const values = form.getValues();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((submitted) => {
        if (submitted.outcome === '') return;
        const summary = submitted.summary.trim();
        log.mutate(
          { outcome: submitted.outcome, ...(summary ? { summary } : {}) },
          {
            onSuccess: ({ message }) => {
              void showSuccess(message);
              onDone();
            },
            onError: (error) => form.setErrors(formErrorsOf(error)),
          },
        );
      })}
    >
      <Stack gap="sm">
        <Text fz="sm">
          {client.clientName}
          {client.clientPhone && (
            <>
              {' · '}
              <PhoneLink phone={client.clientPhone} />
            </>
          )}
        </Text>
        <Radio.Group label="A hívás eredménye" required {...form.getInputProps('outcome')}>
          <Stack gap="xs" mt="xs">
            {CALL_OUTCOMES.map((outcome, index) => (
              <Radio
                key={outcome}
                value={outcome}
                label={CALL_OUTCOME_LABELS[outcome]}
                data-autofocus={index === 0 || undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Összefoglaló (nem kötelező)"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={CALL_SUMMARY_MAX}
          description={`${values.summary.length}/${CALL_SUMMARY_MAX} karakter`}
          {...form.getInputProps('summary')}
        />
        {values.outcome !== '' && (
          <Text fz="xs" c="dimmed">
            A megjegyzések között így jelenik meg: „{callNoteText(values.outcome, values.summary.trim())}”
          </Text>
        )}
        {log.isError && (
          <Alert color="red" role="alert" title={MESSAGES.auditorWorkspace.noteSaveError}>
            {errorMessage(log.error)}
          </Alert>
        )}
        <FormActions onCancel={onDone} loading={log.isPending}>
          Hívás mentése
        </FormActions>
      </Stack>
    </form>
  );
}
