import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { passwordChangeSchema } from '../../../domain/account.ts';
import { WriteOutcome } from '../../components/error-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { apiPaths } from '../../lib/paths.ts';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const changePassword = (values: PasswordChangeValues) =>
  apiFetch<{ message: string }>(apiPaths.changePassword(), { method: 'POST', body: values });

/**
 * docs/rules/accounts.md, 'Changing the password': the current password is checked on the server, other
 * sessions end. Shared by the account menu's dialog and the forced change of an operator-made account
 * (docs/rules/accounts.md, 'Temporary passwords').
 */
export function ChangePasswordForm({
  currentLabel = 'Jelenlegi jelszó',
  submitLabel = 'Jelszó módosítása',
  onCancel,
  onChanged,
}: {
  currentLabel?: string;
  submitLabel?: string;
  /** Shown as 'Mégsem' when given. */
  onCancel?: () => void;
  onChanged?: (message: string) => void;
}) {
  const form = useForm<PasswordChangeValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(passwordChangeSchema, { sync: true }),
  });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) => onChanged?.(message),
    // A refused new password (weak_password) is marked at its field as well as in the alert.
    onError: (error) => form.setErrors(formErrorsOf(error)),
    meta: { handlesError: true },
  });
  const values = form.getValues();
  const allFilled =
    values.currentPassword !== '' && values.newPassword !== '' && values.confirmPassword !== '';

  return (
    <form noValidate onSubmit={form.onSubmit((submitted) => change.mutate(submitted))}>
      <Stack>
        <WriteOutcome write={change} />
        <PasswordField
          label={currentLabel}
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
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Mégsem
            </Button>
          )}
          <Button type="submit" disabled={!allFilled || change.isSuccess} loading={change.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
