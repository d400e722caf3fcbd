import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CERTIFICATIONS,
  EXPERIENCE_OPTIONS,
  LIMITS,
  SPECIALISATION_LABELS,
  SPECIALISATIONS,
} from '../../../domain/constants.ts';
import { formatExperience, NOT_GIVEN } from '../../../domain/format.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { AddressFields } from '../../components/address-fields.tsx';
import type { AuditorFormValues } from './auditor-form.ts';
import { EmailField, PhoneField } from '../../components/contact-fields.tsx';
import { AcceptedCountiesSelect, WeeklyCapacityInput } from '../../components/auditor-fields.tsx';

type Form = UseFormReturnType<AuditorFormValues>;

/**
 * docs/rules/validation.md, 'Fields': names, e-mail and phone; the temporary password (8+) only when
 * creating.
 */
export function PersonalFields({ form, withPassword }: { form: Form; withPassword: boolean }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Vezetéknév"
          autoComplete="off"
          required
          maxLength={LIMITS.nameMax}
          data-autofocus
          {...form.getInputProps('lastName')}
        />
        <TextInput
          label="Keresztnév"
          autoComplete="off"
          required
          maxLength={LIMITS.nameMax}
          {...form.getInputProps('firstName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <EmailField
          autoComplete="off"
          required
          maxLength={LIMITS.emailMax}
          {...form.getInputProps('email')}
        />
        <PhoneField autoComplete="off" required {...form.getInputProps('phone')} />
      </SimpleGrid>
      {withPassword && (
        <PasswordField
          label="Ideiglenes jelszó"
          description="Legalább 8 karakter. Az első bejelentkezéskor a tanúsító saját jelszót választ; a jelszót emailben nem küldjük el."
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
      )}
    </Stack>
  );
}

/** The address (postcode digits only, cut to 4, fills the city); optional company details. */
export function AddressAndCompanyFields({ form }: { form: Form }) {
  return (
    <Stack gap="sm">
      <AddressFields form={form} required />
      <Title order={3} size="h6" mt="xs">
        Cégadatok (nem kötelező)
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Cégnév" maxLength={200} {...form.getInputProps('companyName')} />
        <TextInput label="Adószám" maxLength={20} {...form.getInputProps('companyTaxNumber')} />
      </SimpleGrid>
      <TextInput
        label="Cég címe (székhely)"
        description="Az irányítószámmal kezdve: ebből számoljuk a távolságot az ingatlanokig."
        maxLength={200}
        {...form.getInputProps('companyAddress')}
      />
    </Stack>
  );
}

/**
 * docs/rules/validation.md, 'Auditor fields': certification id, qualifications, specialisations, experience,
 * capacity, counties, notes.
 */
export function ProfessionalFields({ form, withActive }: { form: Form; withActive: boolean }) {
  const notesLength = form.getValues().notes.length;
  return (
    <Stack gap="sm">
      <TextInput
        label="Tanúsítói azonosító"
        description="A névjegyzéki szám"
        required
        maxLength={50}
        {...form.getInputProps('certificationId')}
      />
      <Checkbox.Group label="Képesítések" required {...form.getInputProps('certifications')}>
        <Group gap="md" mt={6}>
          {CERTIFICATIONS.map((certification) => (
            <Checkbox key={certification} value={certification} label={certification} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group label="Szakterületek" {...form.getInputProps('specialisations')}>
        <Group gap="md" mt={6}>
          {SPECIALISATIONS.map((specialisation) => (
            <Checkbox
              key={specialisation}
              value={specialisation}
              label={SPECIALISATION_LABELS[specialisation]}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label="Szakmai tapasztalat"
          data={[
            { value: '', label: NOT_GIVEN },
            ...EXPERIENCE_OPTIONS.map((value) => ({ value, label: formatExperience(value) })),
          ]}
          {...form.getInputProps('experience')}
        />
        <WeeklyCapacityInput
          // Typing 25 keeps both digits and the range is said, not silently clamped.
          clampBehavior="none"
          {...form.getInputProps('workCapacity')}
        />
      </SimpleGrid>
      <AcceptedCountiesSelect {...form.getInputProps('acceptedCounties')} />
      <Textarea
        label="Megjegyzés"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={LIMITS.auditorNotesMax}
        description={`${notesLength}/${LIMITS.auditorNotesMax} karakter`}
        {...form.getInputProps('notes')}
      />
      {withActive && (
        <Checkbox
          label="Aktív: új ügyfelek rendelhetők hozzá"
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}
