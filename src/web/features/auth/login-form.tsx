import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { emailError, normalizeEmail } from '../../../domain/email.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { RATE_LIMITS } from '../../../domain/constants.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useLogin, useResendVerification } from './api/auth-calls.ts';
import { CaptchaField } from './captcha-field.tsx';

// The code step loads only for accounts that have two-factor sign-in.
const TwoFactorStep = lazy(async () => ({ default: (await import('./two-factor-step.tsx')).TwoFactorStep }));

/** spec 01 §2 Login and §8 Login / Lockout banners, with the server's real counts (PRODUCT.md). */
export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const resend = useResendVerification();
  const [remaining, setRemaining] = useState<number>(RATE_LIMITS.login.limit);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [twoFactor, setTwoFactor] = useState(false);

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', rememberMe: false },
    // The rules of the server's loginSchema, without the schema library on the sign-in screen.
    validate: {
      email: emailError,
      password: (value: string) => (value === '' ? MESSAGES.password.required : null),
    },
  });

  const isBlocked = blockedUntil !== null && blockedUntil > now;
  // While blocked, the banner counts the minutes down; when the window frees up the form opens again.
  useEffect(() => {
    if (blockedUntil === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= blockedUntil) {
        setBlockedUntil(null);
        setRemaining(RATE_LIMITS.login.limit);
      }
    }, 15_000);
    return () => clearInterval(timer);
  }, [blockedUntil]);

  const submit = form.onSubmit((values) => {
    setError(null);
    login.mutate(
      { ...values, email: normalizeEmail(values.email), ...(captcha ? { captcha } : {}) },
      {
        onSuccess: (result) => {
          if (result.twoFactorRequired) setTwoFactor(true);
          else navigate('/', { replace: true });
        },
        onError: (failure) => {
          const details = failure instanceof ApiError ? (failure.details as Record<string, unknown>) : {};
          if (typeof details.remainingAttempts === 'number') setRemaining(details.remainingAttempts);
          if (details.captchaRequired === true) setCaptchaRequired(true);
          if (failure instanceof ApiError && failure.code === 'login_blocked') {
            const minutes = typeof details.minutesRemaining === 'number' ? details.minutesRemaining : 15;
            setBlockedUntil(Date.now() + minutes * 60_000);
            setNow(Date.now());
          }
          setCaptcha(null);
          setCaptchaReset((n) => n + 1);
          const code = failure instanceof ApiError ? failure.code : 'unknown';
          const message =
            failure instanceof ApiError && failure.status >= 400 && failure.status < 500
              ? failure.message
              : errorMessage(failure);
          setError({
            code,
            message: code === 'unknown' || code === 'internal_error' ? MESSAGES.auth.unknown : message,
          });
        },
      },
    );
  });

  if (twoFactor) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep onCancel={() => setTwoFactor(false)} />
      </Suspense>
    );
  }

  const minutesLeft = blockedUntil ? Math.max(1, Math.ceil((blockedUntil - now) / 60_000)) : 0;

  return (
    <form onSubmit={submit} noValidate aria-label="Bejelentkezés">
      <Stack gap="md">
        {isBlocked ? (
          <Alert color="red" title="Bejelentkezés letiltva" role="alert">
            {`Túl sok sikertelen kísérlet. Próbálja újra ${minutesLeft} perc múlva.`}
          </Alert>
        ) : (
          remaining <= RATE_LIMITS.loginWarningAt && (
            <Alert color="orange" role="status">
              {MESSAGES.auth.lockoutWarning(remaining)}
            </Alert>
          )
        )}
        {error && !isBlocked && (
          <Alert color="red" role="alert">
            <Stack gap="xs">
              <Text size="sm">{error.message}</Text>
              {error.code === 'email_not_confirmed' && (
                <Group>
                  <Button
                    size="xs"
                    variant="white"
                    loading={resend.isPending}
                    onClick={() => resend.mutate(normalizeEmail(form.getValues().email))}
                  >
                    Megerősítő email újraküldése
                  </Button>
                  {resend.isSuccess && <Text size="sm">{resend.data.message}</Text>}
                </Group>
              )}
            </Stack>
          </Alert>
        )}
        <TextInput
          label="Email cím"
          type="email"
          autoComplete="email"
          required
          disabled={isBlocked}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label="Jelszó"
          autoComplete="current-password"
          required
          disabled={isBlocked}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Checkbox
            label="Emlékezzen rám (30 napig)"
            disabled={isBlocked}
            {...form.getInputProps('rememberMe', { type: 'checkbox' })}
          />
          <Anchor component={Link} to="/forgot-password" size="sm">
            Elfelejtett jelszó?
          </Anchor>
        </Group>
        {captchaRequired && !isBlocked && <CaptchaField onChange={setCaptcha} resetKey={captchaReset} />}
        <Button
          type="submit"
          loading={login.isPending}
          disabled={isBlocked || (captchaRequired && !captcha)}
          fullWidth
        >
          Bejelentkezés
        </Button>
      </Stack>
    </form>
  );
}
