import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  webhookEndpointInputSchema,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../../../domain/webhooks.ts';
import { WriteActions } from '../../components/form-actions.tsx';
import { formErrorsOf } from '../../lib/form-errors.ts';
import type { WebhookEndpointFormInput } from './api/create-endpoint.ts';

export interface WebhookEndpointFormProps {
  /** The endpoint being changed; a new one without it. */
  endpoint?: WebhookEndpoint;
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  /** Sends the values; a refusal's field messages are shown beside the fields. */
  onSubmit: (values: WebhookEndpointFormInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The endpoint's address, description and events (docs/rules/webhooks.md): the same schema checks it here
 * and on the server, which also applies the production rules (https, no internal address).
 */
export function WebhookEndpointForm({
  endpoint,
  submitLabel,
  isPending,
  error,
  onSubmit,
  onCancel,
}: WebhookEndpointFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: (endpoint?.events ?? []) as WebhookEventType[],
    },
    validate: schemaResolver(webhookEndpointInputSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(values).catch((refusal: unknown) => form.setErrors(formErrorsOf(refusal))),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label="URL"
          description="A fogadó rendszer címe, például https://crm.bank.hu/webhooks/portal"
          required
          maxLength={WEBHOOK_URL_MAX}
          data-autofocus
          {...form.getInputProps('url')}
        />
        <TextInput
          label="Leírás"
          description="Mire szolgál a végpont (nem kötelező)"
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <Checkbox.Group label="Események" withAsterisk {...form.getInputProps('events')}>
          <Stack gap={6} mt="xs">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={
                  <>
                    {WEBHOOK_EVENT_LABELS[type]}{' '}
                    <Text span c="dimmed" ff="monospace" fz="sm">
                      {type}
                    </Text>
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <WriteActions write={{ isPending, error }} onCancel={onCancel}>
          {submitLabel}
        </WriteActions>
      </Stack>
    </form>
  );
}
