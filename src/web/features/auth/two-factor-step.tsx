import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { twoFactorVerifySchema } from '../../../domain/account.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useReturnPath } from '../../lib/return-path.ts';
import { useVerifyTwoFactor } from './api/auth-calls.ts';

/** After the password: the six-digit code of the authenticator app, or a one-time recovery code. */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const verify = useVerifyTwoFactor();
  const [method, setMethod] = useState<'totp' | 'backup'>('totp');
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: (values) => schemaResolver(twoFactorVerifySchema, { sync: true })({ ...values, method }),
  });
  const submit = form.onSubmit(({ code }) =>
    verify.mutate({ method, code }, { onSuccess: () => navigate(returnPath, { replace: true }) }),
  );
  const switchMethod = () => {
    setMethod((m) => (m === 'totp' ? 'backup' : 'totp'));
    form.reset();
    verify.reset();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Kétlépcsős azonosítás">
      <Stack gap="md">
        <Text size="sm">
          {method === 'totp'
            ? 'Adja meg a hitelesítő alkalmazásában látható 6 számjegyű kódot.'
            : 'Adja meg az egyik helyreállító kódját. Minden kód csak egyszer használható.'}
        </Text>
        <ErrorAlert error={verify.error} />
        <TextInput
          key={method}
          label={method === 'totp' ? 'Hitelesítő kód' : 'Helyreállító kód'}
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          maxLength={method === 'totp' ? 7 : 40}
          required
          data-autofocus
          autoFocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={verify.isPending} fullWidth>
          Ellenőrzés
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={switchMethod}>
            {method === 'totp' ? 'Helyreállító kód használata' : 'Hitelesítő kód használata'}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onCancel}>
            Vissza a bejelentkezéshez
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
