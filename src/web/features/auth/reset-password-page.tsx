import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { MESSAGES } from '../../../domain/messages.ts';
import { RESET_REDIRECT_MS } from '../../../domain/constants.ts';
import { passwordSchema } from '../../../domain/validation.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { useResetPassword, useResetTokenCheck } from './api/auth-calls.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { PublicCard } from '../../components/public-card.tsx';

const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.password.mismatch,
    path: ['confirmPassword'],
  });

/** After a refused (weak) password the link still works; after any other failure a new link may help. */
const offersNewLink = (error: unknown) => !(error instanceof ApiError && error.code === 'weak_password');

/** The server refused the link itself (unknown, spent or expired), not a network failure. */
const isDeadLink = (error: unknown) => error instanceof ApiError && error.status === 400;

/**
 * docs/roles/accounts.md, 'Password reset': the invalid-link screen, the rules, and the redirect after 3 s.
 * The link is checked when the page opens, so nobody types a new password for a link that cannot work.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const check = useResetTokenCheck(token);
  const reset = useResetPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetFormSchema, { sync: true }),
  });
  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(
      () => navigate('/login?password-reset=success', { replace: true }),
      RESET_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (token && check.isPending) {
    return (
      <PublicCard title="Új jelszó beállítása">
        <Group justify="center" py="md">
          <Loader aria-label="A link ellenőrzése" />
        </Group>
      </PublicCard>
    );
  }
  if (!token || (isDeadLink(check.error) && !reset.isSuccess)) {
    return (
      <PublicCard title="Érvénytelen link">
        <Alert color="red" role="alert">
          {MESSAGES.auth.resetInvalid}
        </Alert>
        <Group>
          <Button component={Link} to="/forgot-password">
            Új link kérése
          </Button>
          <Button component={Link} to="/login" variant="default">
            Bejelentkezés
          </Button>
        </Group>
      </PublicCard>
    );
  }
  return (
    <PublicCard title="Új jelszó beállítása">
      {reset.isSuccess ? (
        <Alert color="green" role="status">
          {reset.data.message} Néhány másodperc múlva a bejelentkezéshez irányítjuk.
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            reset.mutate({ token, ...values }, { onError: (error) => form.setErrors(formErrorsOf(error)) }),
          )}
        >
          <Stack>
            <PasswordField
              label="Új jelszó"
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordChecklist password={form.getValues().password} />
            <PasswordField
              label="Új jelszó megerősítése"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
            <ErrorAlert error={reset.error}>
              {offersNewLink(reset.error) && (
                <>
                  {' '}
                  <Link to="/forgot-password">Új link kérése</Link>
                </>
              )}
            </ErrorAlert>
            <Button type="submit" loading={reset.isPending}>
              Jelszó mentése
            </Button>
          </Stack>
        </form>
      )}
    </PublicCard>
  );
}
