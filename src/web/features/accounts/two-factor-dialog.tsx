import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Me, twoFactorPasswordSchema } from '../../../domain/account.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/paths.ts';
import { sessionQuery } from '../../lib/session.ts';
import { TwoFactorSetupFlow } from './two-factor-setup.tsx';
import { FormActions } from '../../components/form-actions.tsx';

/**
 * Clients and auditors may turn two-factor sign-in on and off; staff always have it (docs/product.md,
 * 'Two-factor sign-in').
 */
export function TwoFactorDialog({ me, opened, onClose }: { me: Me; opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const close = () => {
    // However the dialog ends, the session shows whether two-factor sign-in is on now.
    void queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey });
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Kétlépcsős azonosítás" centered size="xl">
      {opened && <DialogBody enabled={me.twoFactorEnabled} onClose={close} />}
    </Modal>
  );
}

function DialogBody({ enabled, onClose }: { enabled: boolean; onClose: () => void }) {
  // Chosen when the dialog opens, so a finished set-up keeps showing its own success screen.
  const [view] = useState<'setup' | 'disable'>(enabled ? 'disable' : 'setup');
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(twoFactorPasswordSchema, { sync: true }),
  });
  const disable = useMutation({
    mutationFn: (values: { password: string }) =>
      apiFetch<{ message: string }>(apiPaths.twoFactorDisable(), { method: 'POST', body: values }),
    meta: { handlesError: true },
  });

  if (view === 'setup') return <TwoFactorSetupFlow onDone={onClose} />;
  if (disable.isSuccess) {
    return (
      <Stack>
        <Alert color="green" role="status">
          {disable.data.message}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Bezárás</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit((values) => disable.mutate(values))}>
      <Stack>
        <Text size="sm">A kétlépcsős azonosítás be van kapcsolva. Kikapcsolásához adja meg jelszavát.</Text>
        <ErrorAlert error={disable.error} />
        <PasswordField
          label="Jelszó"
          autoComplete="current-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <FormActions onCancel={onClose} color="red" loading={disable.isPending}>
          Kikapcsolás
        </FormActions>
      </Stack>
    </form>
  );
}
