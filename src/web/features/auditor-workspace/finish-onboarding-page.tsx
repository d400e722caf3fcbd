import { Alert, Button, Card, Checkbox, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import type { Me } from '../../../domain/account.ts';
import type { OnboardingState } from '../../../domain/auditor-workspace.ts';
import { LIMITS } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { onboardingSchema } from '../../../domain/auditors.ts';
import { Busy } from '../../components/busy.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { showSuccess } from '../../lib/notify.ts';
import { LegalDocumentLink } from '../../components/legal-document-link.tsx';
import { useSession } from '../../lib/session.ts';
import { useCompleteOnboarding } from './api/complete-onboarding.ts';
import { useOnboarding } from '../../lib/onboarding.ts';
import { greeting } from '../../../domain/person-name.ts';

interface OnboardingFormValues {
  companyName: string;
  companyTaxNumber: string;
  companyAddress: string;
  contactEmail: string;
  representativeName: string;
  termsAccepted: boolean;
}

/**
 * docs/roles/auditor.md, 'Onboarding': company and contact details and the terms (ÁSZF, linked as the
 * portal's PDF). The workspace opens once the server has recorded the acceptance.
 */
export function FinishOnboardingPage({ me, state }: { me: Me; state: OnboardingState }) {
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const form = useForm<OnboardingFormValues>({
    mode: 'controlled',
    initialValues: {
      companyName: state.companyName ?? '',
      companyTaxNumber: state.companyTaxNumber ?? '',
      companyAddress: state.companyAddress ?? '',
      contactEmail: state.contactEmail ?? me.email,
      representativeName: state.representativeName ?? me.name,
      termsAccepted: false,
    },
    validate: schemaResolver(onboardingSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const isTermsAccepted = form.getValues().termsAccepted;
  const failure = complete.error && Object.keys(formErrorsOf(complete.error)).length === 0;

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Regisztráció befejezése
        </Title>
        <Text>
          {greeting(me)} Mielőtt megkezdi a munkát, kérjük, adja meg cége adatait, és fogadja el az Általános
          Szerződési Feltételeket.
        </Text>
      </Stack>
      <Card withBorder padding="lg" component="section" aria-labelledby="onboarding-form-title">
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            complete.mutate(
              { ...values, termsAccepted: true },
              {
                onSuccess: ({ message }) => {
                  void showSuccess(message);
                  navigate('/clients', { replace: true });
                },
                onError: (error) => form.setErrors(formErrorsOf(error)),
              },
            ),
          )}
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="onboarding-form-title">
              Cég- és kapcsolattartási adatok
            </Title>
            {failure && (
              <Alert color="red" role="alert">
                {MESSAGES.auditorWorkspace.onboardingSaveError(errorMessage(complete.error))}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Cégnév"
                required
                autoComplete="organization"
                maxLength={200}
                data-autofocus
                {...form.getInputProps('companyName')}
              />
              <TextInput
                label="Adószám"
                required
                autoComplete="off"
                placeholder="12345678-1-12"
                maxLength={20}
                {...form.getInputProps('companyTaxNumber')}
              />
            </SimpleGrid>
            <TextInput
              label="Cég címe"
              required
              autoComplete="street-address"
              placeholder="1234 Település, Utca házszám"
              maxLength={200}
              {...form.getInputProps('companyAddress')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Kapcsolattartási email"
                type="email"
                required
                autoComplete="email"
                maxLength={LIMITS.emailMax}
                {...form.getInputProps('contactEmail')}
              />
              <TextInput
                label="Képviselő neve"
                required
                autoComplete="name"
                maxLength={100}
                {...form.getInputProps('representativeName')}
              />
            </SimpleGrid>
            <Checkbox
              mt="xs"
              label={
                <>
                  Elolvastam és elfogadom az{' '}
                  <LegalDocumentLink document="terms">Általános Szerződési Feltételeket</LegalDocumentLink>
                </>
              }
              required
              {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
            />
            <Button
              type="submit"
              mt="xs"
              disabled={!isTermsAccepted}
              loading={complete.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              Regisztráció befejezése
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

/** The route's screen: the layout's onboarding check has already loaded the state for this auditor. */
export function FinishOnboardingScreen() {
  const { data: me } = useSession();
  const onboarding = useOnboarding();
  if (!me || !onboarding.data) return <Busy label="Betöltés…" mih="50vh" />;
  return <FinishOnboardingPage me={me} state={onboarding.data} />;
}
