import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  leadInputSchema,
  type LeadInput,
  type LeadSource,
} from '../../../domain/leads.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useChangeLead } from './api/change-lead.ts';

interface FormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  source: LeadSource | '';
}

const EMPTY: FormValues = { name: '', email: '', phone: '', address: '', source: '' };

/** 'Új lead' (docs/roles/bank-staff.md, 'Leads'), every field required; the server checks the same schema. */
export function NewLeadForm({
  onCreated,
  onCancel,
}: {
  onCreated: (id: string) => void;
  onCancel: () => void;
}) {
  const create = useChangeLead();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(leadInputSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    const input = leadInputSchema.parse(values) satisfies LeadInput;
    create.mutate(
      { kind: 'create', input },
      {
        onSuccess: (lead) => {
          void showSuccess(`${lead.name} leadként rögzítve`);
          form.reset();
          onCreated(lead.id);
        },
        onError: (error) => form.setErrors(formErrorsOf(error)),
      },
    );
  });
  const fieldErrors = create.error instanceof ApiError && create.error.fields.length > 0;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Név" required autoComplete="off" data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label="E-mail cím"
          type="email"
          required
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Telefonszám"
          type="tel"
          required
          autoComplete="off"
          description="Például +36 30 123 4567"
          {...form.getInputProps('phone')}
        />
        <TextInput label="Cím" required autoComplete="off" {...form.getInputProps('address')} />
        <NativeSelect
          label="Forrás"
          required
          data={[
            { value: '', label: 'Válasszon forrást' },
            ...LEAD_SOURCES.map((source) => ({ value: source, label: LEAD_SOURCE_LABELS[source] })),
          ]}
          {...form.getInputProps('source')}
        />
        {!fieldErrors && <ErrorAlert error={create.error} />}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Mégsem
          </Button>
          <Button type="submit" loading={create.isPending}>
            Lead mentése
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function NewLeadDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Új lead" size="md">
      <NewLeadForm onCreated={onCreated} onCancel={onClose} />
    </Modal>
  );
}
