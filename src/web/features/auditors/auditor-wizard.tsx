import { Alert, Button, Group, Modal, Stack, Stepper } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { MESSAGES } from '../../../domain/messages.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { showSuccess } from '../../lib/notify.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useCheckAuditorEmail } from './api/check-auditor-email.ts';
import { useCreateAuditor } from './api/create-auditor.ts';
import { AddressAndCompanyFields, PersonalFields, ProfessionalFields } from './auditor-form-fields.tsx';
import {
  auditorFormErrorsOf,
  EMPTY_AUDITOR_FORM,
  stepOfField,
  toCreateInput,
  WIZARD_STEPS,
  type AuditorFormValues,
} from './auditor-form.ts';

const LAST_STEP = WIZARD_STEPS.length - 1;

/** Create-auditor errors, shown in the form: the server's Hungarian text or our default message. */
export function createErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || MESSAGES.auditors.createFailed;
  return errorMessage(error);
}

/** 'Új tanúsító' (docs/roles/portal-admin.md, 'Create wizard'): the 3-step wizard in a dialog. */
export function AuditorWizardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Új tanúsító" centered size="xl">
      {opened && <AuditorWizard onDone={onClose} />}
    </Modal>
  );
}

/**
 * Forward checks the current step with its part of the shared schema; back keeps every value. The last
 * step sends the whole form; a refusal shows in the form, on the step of the field it names.
 */
export function AuditorWizard({ onDone }: { onDone: () => void }) {
  const create = useCreateAuditor();
  const checkEmail = useCheckAuditorEmail();
  const [step, setStep] = useState(0);
  const form = useForm<AuditorFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_AUDITOR_FORM,
    // The capacity says its range while it is typed, instead of dropping digits.
    validateInputOnChange: ['workCapacity'],
    validate: (values) =>
      schemaResolver(WIZARD_STEPS[step]?.schema ?? WIZARD_STEPS[0].schema, { sync: true })(
        toCreateInput(values),
      ),
  });

  const next = () => {
    if (form.validate().hasErrors) return;
    if (step > 0) {
      setStep((current) => Math.min(LAST_STEP, current + 1));
      return;
    }
    // A taken address is said here, on the step that holds it, not only after the last step.
    checkEmail.mutate(
      { email: form.getValues().email },
      {
        onSuccess: ({ isAvailable, message }) => {
          if (isAvailable) {
            setStep(1);
            return;
          }
          form.setFieldError('email', message ?? MESSAGES.auth.emailAlreadyExists);
          form.getInputNode('email')?.focus();
        },
      },
    );
  };

  const submit = () => {
    if (form.validate().hasErrors) return;
    create.mutate(toCreateInput(form.getValues()), {
      onSuccess: ({ message }) => {
        void showSuccess(message);
        onDone();
      },
      onError: (error) => {
        const errors = auditorFormErrorsOf(error);
        const fields = Object.keys(errors);
        form.setErrors(errors);
        if (fields.length > 0) setStep(Math.min(...fields.map(stepOfField)));
      },
    });
  };

  return (
    <form
      noValidate
      aria-label="Új tanúsító felvétele"
      onSubmit={(event) => {
        event.preventDefault();
        if (step < LAST_STEP) next();
        else submit();
      }}
    >
      <Stack gap="md">
        <Stepper active={step} size="sm" allowNextStepsSelect={false} aria-label="A felvétel lépései">
          {WIZARD_STEPS.map((wizardStep, index) => (
            <Stepper.Step key={wizardStep.label} label={wizardStep.label} description={`${index + 1}. lépés`}>
              <Stack mt="md">
                {index === 0 && <PersonalFields form={form} withPassword />}
                {index === 1 && <AddressAndCompanyFields form={form} />}
                {index === 2 && <ProfessionalFields form={form} withActive={false} />}
              </Stack>
            </Stepper.Step>
          ))}
        </Stepper>
        {step === 0 && checkEmail.isError && (
          <ErrorAlert error={checkEmail.error} title={MESSAGES.auditors.emailCheckFailed} />
        )}
        {create.isError && (
          <Alert color="red" role="alert" title={MESSAGES.auditors.createFailed}>
            {createErrorMessage(create.error)}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => (step === 0 ? onDone() : setStep(step - 1))}>
            {step === 0 ? 'Mégsem' : 'Vissza'}
          </Button>
          {step < LAST_STEP ? (
            <Button type="submit" loading={step === 0 && checkEmail.isPending}>
              Tovább
            </Button>
          ) : (
            <Button type="submit" loading={create.isPending}>
              Tanúsító létrehozása
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
