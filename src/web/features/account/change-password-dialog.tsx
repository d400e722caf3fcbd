import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PASSWORD_DIALOG_CLOSE_MS } from '../../../domain/constants.ts';
import { passwordChangeSchema } from '../../../domain/validation.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/paths.ts';

/** spec 01 §2 and §4 password change: current password checked, other sessions ended, closes after 2 s. */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(passwordChangeSchema, { sync: true }),
  });
  const change = useMutation({
    mutationFn: (values: typeof form.values) =>
      apiFetch<{ message: string }>(apiPaths.changePassword(), { method: 'POST', body: values }),
    meta: { handlesError: true },
  });

  const close = () => {
    form.reset();
    change.reset();
    onClose();
  };
  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = setTimeout(close, PASSWORD_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per success
  }, [change.isSuccess]);

  const values = form.getValues();
  const allFilled =
    values.currentPassword !== '' && values.newPassword !== '' && values.confirmPassword !== '';

  return (
    <Modal opened={opened} onClose={close} title="Jelszó megváltoztatása" centered>
      <form noValidate onSubmit={form.onSubmit((v) => change.mutate(v))}>
        <Stack>
          {change.isSuccess && (
            <Alert color="green" role="status">
              {change.data.message}
            </Alert>
          )}
          <ErrorAlert error={change.error} />
          <PasswordField
            label="Jelenlegi jelszó"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordField
            label="Új jelszó"
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label="Új jelszó megerősítése"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Mégsem
            </Button>
            <Button type="submit" disabled={!allFilled || change.isSuccess} loading={change.isPending}>
              Jelszó módosítása
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
