import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  API_KEY_NAME_MAX,
  API_MESSAGES,
  API_SCOPE_LABELS,
  apiKeyCreateSchema,
  type ApiScope,
  type CreatedApiKey,
} from '../../../domain/api-keys.ts';
import { CopyField } from '../../components/copy-field.tsx';
import { WriteActions } from '../../components/form-actions.tsx';
import { addDatesStyles } from '../../lib/dates-styles.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { DAY_PLACEHOLDER } from '../../../domain/format.ts';
import { parseTypedDay } from '../../../domain/time.ts';
import { DATE_INPUT_FORMAT } from '../../lib/typed-date.ts';
import { useCreateApiKey } from './api/create-api-key.ts';

addDatesStyles();

interface Values {
  name: string;
  scopes: ApiScope[];
  expiresOn: string;
}

/**
 * A new key: its name, the scopes the asker's role may give (docs/rules/api.md, 'Scopes') and an optional
 * last day. Once made, the whole key is shown here, once, with a copy button.
 */
export function ApiKeyForm({ allowedScopes, onClose }: { allowedScopes: ApiScope[]; onClose: () => void }) {
  const create = useCreateApiKey();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', scopes: [], expiresOn: '' },
    validate: schemaResolver(apiKeyCreateSchema, { sync: true }),
  });
  if (create.data) return <CreatedKey created={create.data} onClose={onClose} />;
  const submit = form.onSubmit((values) =>
    create.mutate(
      { name: values.name, scopes: values.scopes, expiresOn: values.expiresOn || null },
      { onError: (error) => form.setErrors(formErrorsOf(error)) },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label="Név"
          description="Mire használják a kulcsot (például: CRM kuponküldés)."
          required
          maxLength={API_KEY_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Checkbox.Group
          label="Jogosultságok"
          description="A kulcs csak ezekhez fér hozzá, és soha nem lát többet, mint Ön a képernyőkön."
          required
          {...form.getInputProps('scopes')}
        >
          <Stack gap={6} mt={6}>
            {allowedScopes.map((scope) => (
              <Checkbox key={scope} value={scope} label={`${API_SCOPE_LABELS[scope]} (${scope})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <DateInput
          label="Lejárat napja"
          description="A kulcs e nap végéig működik. Üresen hagyva nem jár le."
          placeholder={DAY_PLACEHOLDER}
          clearable
          clearButtonProps={{ 'aria-label': 'Lejárat törlése' }}
          valueFormat={DATE_INPUT_FORMAT}
          dateParser={(typed) => parseTypedDay(typed)}
          value={form.values.expiresOn || null}
          onChange={(value) => form.setFieldValue('expiresOn', value ?? '')}
          error={form.errors.expiresOn}
        />
        <WriteActions write={create} onCancel={onClose}>
          Kulcs létrehozása
        </WriteActions>
      </Stack>
    </form>
  );
}

/** The whole key, this once: copy it now. */
function CreatedKey({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  return (
    <Stack>
      <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title="Csak most látható">
        {API_MESSAGES.created}
      </Alert>
      <CopyField
        label={`A(z) „${created.key.name}” kulcs`}
        value={created.secret}
        fontSize="var(--mantine-font-size-xs)"
      />
      <Text fz="sm" c="dimmed">
        A kérésekben az <code>Authorization: Bearer &lt;kulcs&gt;</code> fejlécben küldje; a portál a kulcsnak
        csak a lenyomatát tárolja.
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>Kész, elmentettem</Button>
      </Group>
    </Stack>
  );
}
