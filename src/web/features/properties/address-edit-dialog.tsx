import { Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { PropertyView } from '../../../domain/property.ts';
import { addressSchema } from '../../../domain/validation.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { showSuccess } from '../../lib/notify.ts';
import { AddressFields } from '../../components/address-fields.tsx';
import { useUpdatePropertyAddress } from './api/update-property-address.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { propertyDialog } from './property-dialog.tsx';

/**
 * docs/roles/client.md, 'Address edit': the property's address can be corrected while the certificate is
 * not yet ordered.
 */
export const AddressEditDialog = propertyDialog('Cím szerkesztése', AddressForm);

function AddressForm({ property, onDone }: { property: PropertyView; onDone: () => void }) {
  const save = useUpdatePropertyAddress(property.id);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      postcode: property.postcode,
      city: property.city,
      street: property.street,
      houseNumber: property.houseNumber,
    },
    validate: schemaResolver(addressSchema, { sync: true }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: ({ message }) => {
            void showSuccess(message);
            onDone();
          },
          onError: (error) => form.setErrors(formErrorsOf(error)),
        }),
      )}
    >
      <Stack gap="sm">
        <Text fz="sm">A cím a tanúsítvány igényléséig módosítható.</Text>
        <ErrorAlert error={save.error} />
        <AddressFields form={form} required />
        <FormActions onCancel={onDone} mt="xs" loading={save.isPending}>
          Mentés
        </FormActions>
      </Stack>
    </form>
  );
}
