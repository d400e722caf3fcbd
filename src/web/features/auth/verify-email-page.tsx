import { Alert, Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../domain/messages.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useVerifyEmail } from './api/auth-calls.ts';
import { PublicCard } from '../../components/public-card.tsx';

/**
 * The link in the confirmation e-mail opens this page; only the button spends the token, so a mail
 * scanner that opens links does not use it up (docs/product.md, 'E-mail confirmation by button').
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail();
  return (
    <PublicCard title="Email cím megerősítése">
      {!token ? (
        <Alert color="red" role="alert">
          {MESSAGES.auth.verificationInvalid}
        </Alert>
      ) : verify.isSuccess ? (
        <Alert color="green" role="status">
          {verify.data.message}
        </Alert>
      ) : (
        <>
          <ErrorAlert error={verify.error} />
          <Button onClick={() => verify.mutate(token)} loading={verify.isPending}>
            Email cím megerősítése
          </Button>
        </>
      )}
      <Button component={Link} to="/login" variant={verify.isSuccess ? 'filled' : 'subtle'}>
        Tovább a bejelentkezéshez
      </Button>
    </PublicCard>
  );
}
