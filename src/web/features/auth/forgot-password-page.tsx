import { Alert, Anchor, Button } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '../../../domain/account.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useForgotPassword } from './api/auth-calls.ts';
import { PublicCard } from '../../components/public-card.tsx';
import { EmailField } from '../../components/contact-fields.tsx';
import { normalizeEmail } from '../../../domain/email.ts';

/**
 * The same answer whether or not the address is registered (docs/product.md, 'Same answer for unknown
 * addresses').
 */
export function ForgotPasswordPage() {
  const request = useForgotPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });
  return (
    <PublicCard title="Elfelejtett jelszó">
      {request.isSuccess ? (
        <Alert color="green" role="status">
          {request.data.message}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => request.mutate(normalizeEmail(values.email)))}>
          <EmailField
            required
            description="Elküldjük a jelszó-visszaállító linket, amely 1 óráig érvényes."
            {...form.getInputProps('email')}
          />
          <ErrorAlert error={request.error} mt="md" />
          <Button type="submit" mt="md" fullWidth loading={request.isPending}>
            Link küldése
          </Button>
        </form>
      )}
      <Anchor component={Link} to="/login">
        Vissza a bejelentkezéshez
      </Anchor>
    </PublicCard>
  );
}
