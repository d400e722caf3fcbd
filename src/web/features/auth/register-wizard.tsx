import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { MESSAGES, minutesRemainingText } from '../../../domain/messages.ts';
import { addressSchema, passwordSchema } from '../../../domain/validation.ts';
import { consentsSchema, registrationPersonalSchema } from '../../../domain/account.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { LegalDocumentLink } from '../../components/legal-document-link.tsx';
import { useRegister, useRegistrationState } from './api/auth-calls.ts';
import { AddressFields } from '../../components/address-fields.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { EmailField, PhoneField } from '../../components/contact-fields.tsx';
import { normalizeEmail } from '../../../domain/email.ts';

const STEP_SCHEMAS = [
  registrationPersonalSchema,
  addressSchema,
  z
    .object({ password: passwordSchema, confirmPassword: z.string() })
    .and(consentsSchema)
    .refine((v) => v.password === v.confirmPassword, {
      message: MESSAGES.password.mismatch,
      path: ['confirmPassword'],
    }),
] as const;

const STEP_LABELS = ['Személyes adatok', 'Ingatlan címe', 'Jelszó és hozzájárulások'] as const;

const initialValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  postcode: '',
  city: '',
  street: '',
  houseNumber: '',
  password: '',
  confirmPassword: '',
  privacyAccepted: false,
  termsAccepted: false,
  khDataSharingAccepted: false,
  portalMarketingAccepted: false,
};

/**
 * Registration in 3 steps (docs/roles/accounts.md, 'Registration'), with the rules of
 * docs/rules/validation.md and the messages of docs/rules/errors.md; the server checks everything again.
 */
export function RegisterWizard() {
  const navigate = useNavigate();
  const register = useRegister();
  const registrationState = useRegistrationState();
  const [step, setStep] = useState(0);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [blockedMinutes, setBlockedMinutes] = useState<number | null>(null);

  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: (values) => schemaResolver(STEP_SCHEMAS[step] ?? STEP_SCHEMAS[0], { sync: true })(values),
  });
  const values = form.getValues();
  // The three steps stay on one line (the third once wrapped at 1280 px); a phone names only the
  // current one, the others show their number.
  const isPhone = useMediaQuery('(max-width: 36em)');
  const stepLabel = (index: number) => (isPhone && index !== step ? undefined : STEP_LABELS[index]);

  const next = () => {
    if (form.validate().hasErrors) return;
    setStep((s) => Math.min(2, s + 1));
  };
  const back = () => (step === 0 ? navigate('/login') : setStep((s) => s - 1));

  const submit = () => {
    setServerError(null);
    if (form.validate().hasErrors) return;
    if (!captcha) {
      setCaptchaError(MESSAGES.captcha.required);
      return;
    }
    register.mutate(
      { ...form.getValues(), email: normalizeEmail(values.email), captcha },
      {
        onSuccess: () => navigate('/login?registered=true'),
        onError: (failure) => {
          setCaptcha(null);
          setCaptchaReset((n) => n + 1);
          if (failure instanceof ApiError && failure.status === 429) {
            // Said once, in the alert above the form.
            setBlockedMinutes(
              typeof failure.details.minutesRemaining === 'number' ? failure.details.minutesRemaining : 60,
            );
            return;
          }
          if (failure instanceof ApiError && failure.code.startsWith('captcha')) {
            setCaptchaError(failure.message);
            return;
          }
          // A refused password is marked at its field too (weak_password names it).
          form.setErrors(formErrorsOf(failure));
          setServerError(
            failure instanceof ApiError
              ? failure.message
              : errorMessage(failure) || MESSAGES.auth.registrationFailed,
          );
        },
      },
    );
  };

  // The limit is known before the form is filled; a refusal at submit says the same once.
  const minutesBlocked =
    blockedMinutes ??
    (registrationState.data?.allowed === false ? registrationState.data.minutesRemaining : null);
  if (minutesBlocked !== null && step === 0 && !form.isDirty()) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" title="Regisztráció ideiglenesen letiltva">
          {minutesRemainingText('registration', minutesBlocked)}
        </Alert>
        <Button variant="default" onClick={() => navigate('/login')} style={{ alignSelf: 'flex-start' }}>
          Vissza a bejelentkezéshez
        </Button>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-label="Regisztráció"
      onSubmit={(event) => {
        event.preventDefault();
        if (step < 2) next();
        else submit();
      }}
    >
      <Stack gap="md">
        {minutesBlocked !== null && (
          <Alert color="red" role="alert" title="Regisztráció ideiglenesen letiltva">
            {minutesRemainingText('registration', minutesBlocked)}
          </Alert>
        )}
        <Stepper
          active={step}
          size="sm"
          wrap={false}
          allowNextStepsSelect={false}
          aria-label="A regisztráció lépései"
        >
          <Stepper.Step label={stepLabel(0)}>
            <Stack gap="sm" mt="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Vezetéknév"
                  autoComplete="family-name"
                  required
                  maxLength={50}
                  {...form.getInputProps('lastName')}
                />
                <TextInput
                  label="Keresztnév"
                  autoComplete="given-name"
                  required
                  maxLength={50}
                  {...form.getInputProps('firstName')}
                />
              </SimpleGrid>
              <EmailField required maxLength={254} {...form.getInputProps('email')} />
              <PhoneField required {...form.getInputProps('phone')} />
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={stepLabel(1)}>
            <Stack gap="sm" mt="md">
              <Text size="sm" c="dimmed">
                A tanúsítandó ingatlan címe.
              </Text>
              <AddressFields form={form} required />
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={stepLabel(2)}>
            <Stack gap="sm" mt="md">
              <PasswordField
                label="Jelszó"
                autoComplete="new-password"
                required
                {...form.getInputProps('password')}
              />
              <PasswordChecklist password={values.password} />
              <PasswordField
                label="Jelszó megerősítése"
                autoComplete="new-password"
                required
                {...form.getInputProps('confirmPassword')}
              />
              <Checkbox
                label={
                  <>
                    Elfogadom az{' '}
                    <LegalDocumentLink document="privacy">adatkezelési tájékoztatót</LegalDocumentLink>
                  </>
                }
                {...form.getInputProps('privacyAccepted', { type: 'checkbox' })}
              />
              <Checkbox
                label={
                  <>
                    Elfogadom az{' '}
                    <LegalDocumentLink document="terms">általános szerződési feltételeket</LegalDocumentLink>
                  </>
                }
                {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
              />
              <Checkbox
                label="Hozzájárulok, hogy a bank és a portál megossza egymással a tanúsításhoz szükséges adataimat"
                {...form.getInputProps('khDataSharingAccepted', { type: 'checkbox' })}
              />
              <Checkbox
                label="Hozzájárulok, hogy a portál a tanúsítással kapcsolatos tájékoztatókat küldjön nekem"
                {...form.getInputProps('portalMarketingAccepted', { type: 'checkbox' })}
              />
              <CaptchaField
                onChange={(payload) => {
                  setCaptcha(payload);
                  if (payload) setCaptchaError(null);
                }}
                resetKey={captchaReset}
                error={captchaError}
              />
            </Stack>
          </Stepper.Step>
        </Stepper>
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={back}>
            {step === 0 ? 'Vissza a bejelentkezéshez' : 'Vissza'}
          </Button>
          {step < 2 ? (
            <Button type="submit">Tovább</Button>
          ) : (
            <Button type="submit" loading={register.isPending} disabled={minutesBlocked !== null}>
              Regisztráció
            </Button>
          )}
        </Group>
        <Text size="sm">
          Már van fiókja?{' '}
          <Anchor component="button" type="button" onClick={() => navigate('/login')}>
            Jelentkezzen be
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
