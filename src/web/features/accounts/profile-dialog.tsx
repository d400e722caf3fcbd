import { Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Me, profileUpdateSchema } from '../../../domain/account.ts';
import { LIMITS } from '../../../domain/constants.ts';
import { splitAddress } from '../../../domain/postcodes.ts';
import { WriteOutcome } from '../../components/error-alert.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/paths.ts';
import { sessionQuery } from '../../lib/session.ts';
import { AddressFields } from '../../components/address-fields.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import { EmailField, PhoneField } from '../../components/contact-fields.tsx';

interface Saved {
  message: string;
  pendingEmail: string | null;
  me: Me;
}

const valuesOf = (me: Me) => ({
  name: me.name,
  email: me.email,
  phone: me.phone ?? '',
  ...(me.address ? splitAddress(me.address) : { postcode: '', city: '', street: '', houseNumber: '' }),
});

/**
 * docs/roles/accounts.md, 'Profile' (not for auditors): name, e-mail, phone and the address split back from
 * the stored string. A new e-mail address changes only after its confirmation link is opened.
 */
export function ProfileDialog({ me, opened, onClose }: { me: Me; opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: valuesOf(me),
    validate: schemaResolver(profileUpdateSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      apiFetch<Saved>(apiPaths.profile(), { method: 'PATCH', body: values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(sessionQuery().queryKey, saved.me);
      form.setValues(valuesOf(saved.me));
      form.resetDirty();
    },
    meta: { handlesError: true },
  });

  const close = () => {
    form.setValues(valuesOf(me));
    form.clearErrors();
    save.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Profil szerkesztése" centered size="lg">
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <WriteOutcome write={save} color={(answer) => (answer.pendingEmail ? 'blue' : 'green')} />
          <TextInput
            label="Név"
            autoComplete="name"
            required
            maxLength={LIMITS.nameMax * 2 + 1}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <EmailField required maxLength={LIMITS.emailMax} {...form.getInputProps('email')} />
          <PhoneField {...form.getInputProps('phone')} />
          <AddressFields form={form} required={false} />
          <FormActions onCancel={close} mt="xs" loading={save.isPending}>
            Mentés
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
