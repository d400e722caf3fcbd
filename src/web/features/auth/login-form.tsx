import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { emailError, normalizeEmail } from '../../../domain/email.ts';
import { MESSAGES, minutesToWait } from '../../../domain/messages.ts';
import { RATE_LIMITS } from '../../../domain/constants.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useReturnPath } from '../../lib/return-path.ts';
import { useLogin, useLoginState, useResendVerification } from './api/auth-calls.ts';
import { CaptchaField } from './captcha-field.tsx';
import { EmailField } from '../../components/contact-fields.tsx';

// The code step loads only for accounts that have two-factor sign-in.
const TwoFactorStep = lazy(async () => ({ default: (await import('./two-factor-step.tsx')).TwoFactorStep }));

/**
 * The server's 429: the e-mail address or the whole network (docs/product.md, 'Sign-in lockout'), until
 * when.
 */
interface Lockout {
  blockedBy: 'email' | 'ip';
  until: number;
}

function lockoutOf(failure: unknown): Lockout | null {
  if (!(failure instanceof ApiError) || failure.code !== 'login_blocked') return null;
  const { minutesRemaining, blockedBy } = failure.details;
  const minutes =
    typeof minutesRemaining === 'number' ? minutesRemaining : RATE_LIMITS.login.windowMs / 60_000;
  return { blockedBy: blockedBy === 'ip' ? 'ip' : 'email', until: Date.now() + minutes * 60_000 };
}

/**
 * The sign-in form and its banners (docs/roles/accounts.md, 'The form' and 'Lockout and CAPTCHA'), with the
 * server's real counts.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const login = useLogin();
  const loginState = useLoginState();
  const resend = useResendVerification();
  const [remaining, setRemaining] = useState<number>(RATE_LIMITS.login.limit);
  const [lockout, setLockout] = useState<Lockout | null>(null);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [twoFactor, setTwoFactor] = useState(false);
  // An answer about the address counts only if nothing newer happened since it was asked: the address
  // changed, or a sign-in attempt has its own, later answer.
  const loginStateAsked = useRef(0);

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', rememberMe: false },
    // The attempts left and an address's lockout belong to the address: another one starts afresh.
    onValuesChange: (values, previous) => {
      if (values.email === previous.email) return;
      loginStateAsked.current++;
      setRemaining(RATE_LIMITS.login.limit);
      setLockout((current) => (current?.blockedBy === 'email' ? null : current));
    },
    // The rules of the server's loginSchema, without the schema library on the sign-in screen.
    validate: {
      email: emailError,
      password: (value: string) => (value === '' ? MESSAGES.password.required : null),
    },
  });

  const isBlocked = lockout !== null && lockout.until > now;
  // While blocked, the banner counts the minutes down; when the window frees up the form opens again.
  useEffect(() => {
    if (lockout === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= lockout.until) {
        setLockout(null);
        setRemaining(RATE_LIMITS.login.limit);
      }
    }, 15_000);
    return () => clearInterval(timer);
  }, [lockout]);

  // Leaving the address field asks the server about it, so a network that needs the CAPTCHA shows it
  // before the first attempt, and a blocked address says so before the password is typed.
  const checkLoginState = () => {
    const email = normalizeEmail(form.getValues().email);
    if (emailError(email) !== null) return;
    const asked = ++loginStateAsked.current;
    const isCurrent = () => asked === loginStateAsked.current;
    loginState.mutate(email, {
      onSuccess: (state) => {
        if (!isCurrent()) return;
        setRemaining(state.remainingAttempts);
        setCaptchaRequired(state.captchaRequired);
      },
      onError: (failure) => {
        const next = lockoutOf(failure);
        if (!next || !isCurrent()) return;
        setLockout(next);
        setNow(Date.now());
      },
    });
  };
  const emailProps = form.getInputProps('email');

  const submit = form.onSubmit((values) => {
    setError(null);
    login.mutate(
      { ...values, email: normalizeEmail(values.email), ...(captcha ? { captcha } : {}) },
      {
        onSuccess: (result) => {
          if (result.twoFactorRequired) setTwoFactor(true);
          else navigate(returnPath, { replace: true });
        },
        onError: (failure) => {
          const details = failure instanceof ApiError ? (failure.details as Record<string, unknown>) : {};
          if (typeof details.remainingAttempts === 'number') setRemaining(details.remainingAttempts);
          if (details.captchaRequired === true) setCaptchaRequired(true);
          setCaptcha(null);
          setCaptchaReset((n) => n + 1);
          // The banner explains a lockout; an error left behind would repeat it when the block ends.
          const next = lockoutOf(failure);
          if (next) {
            setLockout(next);
            setNow(Date.now());
            return;
          }
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

  const minutesLeft = lockout ? minutesToWait(lockout.until - now) : 0;

  return (
    <form
      onSubmit={(event) => {
        loginStateAsked.current++;
        submit(event);
      }}
      noValidate
      aria-label="Bejelentkezés"
    >
      <Stack gap="md">
        {isBlocked ? (
          <Alert color="red" title="Bejelentkezés letiltva" role="alert">
            {lockout.blockedBy === 'ip'
              ? MESSAGES.auth.networkBlocked(minutesLeft)
              : MESSAGES.auth.emailBlocked(minutesLeft)}
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
        <EmailField
          required
          // An address's lockout leaves the field open: another address may still sign in.
          disabled={isBlocked && lockout.blockedBy === 'ip'}
          {...emailProps}
          onBlur={(event) => {
            emailProps.onBlur?.(event);
            checkLoginState();
          }}
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
