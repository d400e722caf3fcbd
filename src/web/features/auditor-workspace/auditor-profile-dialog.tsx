import {
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendarShare, IconRefresh } from '@tabler/icons-react';
import type { AuditorOwnProfile } from '../../../domain/auditor-workspace.ts';
import { LIMITS } from '../../../domain/constants.ts';
import { auditorProfileSchema } from '../../../domain/auditors.ts';
import { CopyField } from '../../components/copy-field.tsx';
import { Busy } from '../../components/busy.tsx';
import { ErrorAlert, LoadError, WriteOutcome } from '../../components/error-alert.tsx';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useAuditorProfile } from './api/get-auditor-profile.ts';
import { useRenewCalendarLink } from './api/renew-calendar-link.ts';
import { useUpdateAuditorProfile, type AuditorProfileInput } from './api/update-auditor-profile.ts';
import { OwnSettlementSection } from '../settlement/index.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { AcceptedCountiesSelect, WeeklyCapacityInput } from '../../components/auditor-fields.tsx';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';
import { EmailField, PhoneField } from '../../components/contact-fields.tsx';

/**
 * docs/roles/auditor.md, 'Profile': name and e-mail (required), company details, weekly capacity
 * (0-20), accepted counties, the active flag (an inactive auditor gets no new assignment) and the private
 * calendar link of the auditor's appointments.
 */
export function AuditorProfileDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Tanúsítói profil szerkesztése" centered size="lg">
      <ProfileContent onDone={onClose} />
    </Modal>
  );
}

function ProfileContent({ onDone }: { onDone: () => void }) {
  const profile = useAuditorProfile();
  if (profile.isPending) return <Busy label="Profil betöltése..." mih={240} />;
  if (profile.isError) {
    return <LoadError query={profile} title="A profil betöltése nem sikerült" />;
  }
  return (
    <Stack gap="lg">
      <ProfileForm profile={profile.data} onDone={onDone} />
      <Divider />
      <CalendarLink calendarUrl={profile.data.calendarUrl} />
      <Divider />
      <section aria-labelledby="own-settlement-heading">
        <Title order={3} size="h5" id="own-settlement-heading" mb="sm">
          Elszámolásaim
        </Title>
        <OwnSettlementSection />
      </section>
    </Stack>
  );
}

interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  companyName: string;
  companyTaxNumber: string;
  companyAddress: string;
  workCapacity: number | string;
  acceptedCounties: string[];
  isActive: boolean;
}

function ProfileForm({ profile, onDone }: { profile: AuditorOwnProfile; onDone: () => void }) {
  const save = useUpdateAuditorProfile();
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone ?? '',
      companyName: profile.companyName ?? '',
      companyTaxNumber: profile.companyTaxNumber ?? '',
      companyAddress: profile.companyAddress ?? '',
      workCapacity: profile.workCapacity,
      acceptedCounties: [...profile.acceptedCounties],
      isActive: profile.isActive,
    },
    validate: schemaResolver(auditorProfileSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const isActive = form.getValues().isActive;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(values as AuditorProfileInput, {
          onSuccess: ({ message }) => {
            void showSuccess(message);
            onDone();
          },
          onError: (error) => form.setErrors(formErrorsOf(error)),
        }),
      )}
    >
      <Stack gap="sm">
        <ErrorAlert error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Név"
            required
            autoComplete="name"
            maxLength={LIMITS.nameMax * 2 + 1}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <EmailField
            description="Ezen a címen érik el Önt az ügyfelek"
            required
            maxLength={LIMITS.emailMax}
            {...form.getInputProps('email')}
          />
          <PhoneField {...form.getInputProps('phone')} />
          <TextInput label="Cégnév" maxLength={200} {...form.getInputProps('companyName')} />
          <TextInput label="Adószám" maxLength={20} {...form.getInputProps('companyTaxNumber')} />
          <TextInput label="Cég címe" maxLength={200} {...form.getInputProps('companyAddress')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <WeeklyCapacityInput clampBehavior="strict" {...form.getInputProps('workCapacity')} />
          <Switch
            mt={{ base: 0, sm: 'lg' }}
            label={isActive ? 'Vállal munkát' : 'Nem vállal munkát'}
            description={
              isActive
                ? 'Új ügyfeleket rendelhetnek Önhöz.'
                : 'Amíg ki van kapcsolva, nem rendelnek Önhöz új ügyfelet.'
            }
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <AcceptedCountiesSelect {...form.getInputProps('acceptedCounties')} />
        <FormActions onCancel={onDone} mt="xs" loading={save.isPending}>
          Mentés
        </FormActions>
      </Stack>
    </form>
  );
}

/** The private calendar feed: subscribe once, appointments follow; a new link revokes the old one. */
function CalendarLink({ calendarUrl }: { calendarUrl: string }) {
  const renew = useRenewCalendarLink();
  const { isConfirming, setConfirming, confirmButton, startButton: renewButton } = useConfirmStep();
  return (
    <Stack gap="xs" component="section" aria-labelledby="calendar-link-title">
      <Title order={3} size="h5" id="calendar-link-title">
        Privát naptár-link
      </Title>
      <Text fz="sm">
        Adja hozzá naptáralkalmazásához (Google Naptár, Outlook, Apple Naptár): a felmérési időpontjai
        automatikusan megjelennek benne. A link személyes, ne ossza meg mással.
      </Text>
      <CopyField label="Naptár-link" value={calendarUrl} fontSize="var(--mantine-font-size-xs)" />
      <WriteOutcome write={renew} />
      <Group gap="xs">
        <Button
          component="a"
          href={calendarUrl}
          variant="default"
          size="xs"
          leftSection={<IconCalendarShare size={14} aria-hidden />}
        >
          Feliratkozás a naptárban
        </Button>
        {!isConfirming && (
          <Button
            ref={renewButton}
            variant="outline"
            color="red"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => {
              renew.reset();
              setConfirming(true);
            }}
          >
            Új link készítése
          </Button>
        )}
      </Group>
      {isConfirming && (
        <Group gap="xs" role="group" aria-label="Új link megerősítése">
          <Text fz="sm">A régi link azonnal megszűnik működni, a naptárában újra fel kell iratkoznia.</Text>
          <Button
            ref={confirmButton}
            size="xs"
            color="red"
            loading={renew.isPending}
            onClick={() => renew.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          >
            Igen, új linket kérek
          </Button>
          <Button size="xs" variant="default" disabled={renew.isPending} onClick={() => setConfirming(false)}>
            Mégsem
          </Button>
        </Group>
      )}
    </Stack>
  );
}
