import { Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { TICKET_PRIORITIES, TICKET_TYPES } from '../../../domain/constants.ts';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_TYPE_LABELS,
  type TicketDetail,
  type TicketPriority,
  ticketSchema,
  type TicketType,
} from '../../../domain/support.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { useCreateTicket } from './api/create-ticket.ts';
import { WriteActions } from '../../components/form-actions.tsx';

const TYPE_OPTIONS = TICKET_TYPES.map((value) => ({ value, label: TICKET_TYPE_LABELS[value] }));
const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((value) => ({ value, label: TICKET_PRIORITY_LABELS[value] }));

/** docs/roles/bank-staff.md, 'Support': title and description required; type and priority have defaults. */
export function NewTicketForm({
  onCreated,
  onCancel,
}: {
  onCreated: (ticket: TicketDetail) => void;
  onCancel: () => void;
}) {
  const create = useCreateTicket();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: '',
      description: '',
      type: 'other' as TicketType,
      priority: 'medium' as TicketPriority,
    },
    validate: schemaResolver(ticketSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (ticket) => onCreated(ticket),
      onError: (error) => form.setErrors(formErrorsOf(error)),
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput label="Cím" required maxLength={200} data-autofocus {...form.getInputProps('title')} />
        <Textarea
          label="Leírás"
          description="Írja le, mit tapasztalt, mikor és melyik oldalon."
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={5000}
          {...form.getInputProps('description')}
        />
        <Group grow align="flex-start">
          <Select label="Típus" data={TYPE_OPTIONS} allowDeselect={false} {...form.getInputProps('type')} />
          <Select
            label="Prioritás"
            data={PRIORITY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('priority')}
          />
        </Group>
        <WriteActions write={create} onCancel={onCancel}>
          Bejelentés beküldése
        </WriteActions>
      </Stack>
    </form>
  );
}
