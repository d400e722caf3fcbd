import { Checkbox, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LIMITS } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  defaultWeeklyZipPeriod,
  weeklyZipRequestSchema,
  type WeeklyZipRequest,
} from '../../../domain/weekly-zip.ts';
import { DateRangeInputs } from '../../components/date-filter-input.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { addDatesStyles } from '../../lib/dates-styles.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useGenerateWeeklyZip } from './api/generate-weekly-zip.ts';
import { WriteActions } from '../../components/form-actions.tsx';
import { EmailField } from '../../components/contact-fields.tsx';
import { normalizeEmail } from '../../../domain/email.ts';

addDatesStyles();

interface FormValues {
  password: string;
  sendEmail: boolean;
  email: string;
  dateFrom: string;
  dateTo: string;
}

const toRequest = (values: FormValues): WeeklyZipRequest => ({
  password: values.password,
  sendEmail: values.sendEmail,
  ...(values.sendEmail ? { email: values.email } : {}),
  ...(values.dateFrom ? { dateFrom: values.dateFrom } : {}),
  ...(values.dateTo ? { dateTo: values.dateTo } : {}),
});

/**
 * docs/roles/admin-light.md, 'Generating': the password (8 or more), an optional e-mail, and the period (the
 * last 7 days).
 */
export function GenerateWeeklyZipDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Heti ZIP generálása" size="lg">
      {opened && <GenerateForm onDone={onClose} />}
    </Modal>
  );
}

function GenerateForm({ onDone }: { onDone: () => void }) {
  const generate = useGenerateWeeklyZip();
  const today = defaultWeeklyZipPeriod(new Date());
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { password: '', sendEmail: false, email: '', ...today },
    validate: (values) => schemaResolver(weeklyZipRequestSchema, { sync: true })(toRequest(values)),
  });
  const { values } = form;
  const isPasswordLongEnough = values.password.length >= LIMITS.weeklyZipPasswordMin;
  return (
    <form
      noValidate
      aria-label="Heti ZIP generálása"
      onSubmit={form.onSubmit((submitted) =>
        generate.mutate(toRequest(submitted), {
          onSuccess: () => {
            void showSuccess(
              submitted.sendEmail
                ? MESSAGES.weeklyZipReports.queuedWithEmail(normalizeEmail(submitted.email))
                : MESSAGES.weeklyZipReports.queued,
            );
            onDone();
          },
          onError: (error) => form.setErrors(formErrorsOf(error)),
        }),
      )}
    >
      <Stack gap="md">
        <Text fz="sm">
          A ZIP fájl AES-256 titkosítást kap. A jelszót jegyezze fel: a portál csak a generálás idejére őrzi,
          titkosítva, utána törli, és emailben sem küldi el.
        </Text>
        <PasswordField
          label="ZIP jelszó"
          description={`Legalább ${LIMITS.weeklyZipPasswordMin} karakter`}
          required
          autoComplete="new-password"
          data-autofocus
          {...form.getInputProps('password')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateRangeInputs
            fromLabel="Időszak kezdete"
            toLabel="Időszak vége"
            from={values.dateFrom}
            to={values.dateTo}
            latest={today.dateTo}
            onFromChange={(dateFrom) => form.setFieldValue('dateFrom', dateFrom)}
            onToChange={(dateTo) => form.setFieldValue('dateTo', dateTo)}
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed" mt={-8}>
          Alapértelmezés: az elmúlt 7 nap (a mai nappal együtt), budapesti idő szerint egész napok.
        </Text>
        <Checkbox
          label="Értesítés emailben, ha elkészült (a letöltési linkkel, jelszó nélkül)"
          {...form.getInputProps('sendEmail', { type: 'checkbox' })}
        />
        {values.sendEmail && <EmailField required {...form.getInputProps('email')} />}
        <WriteActions
          write={generate}
          errorTitle={MESSAGES.weeklyZipReports.generateFailed}
          onCancel={onDone}
          disabled={!isPasswordLongEnough}
        >
          ZIP generálása
        </WriteActions>
      </Stack>
    </form>
  );
}
