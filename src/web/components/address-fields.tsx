import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { LIMITS } from '../../domain/constants.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { postcodeInput } from '../../domain/validation.ts';
import { usePostcode } from '../lib/postcode-lookup.ts';

interface AddressValues {
  postcode: string;
  city: string;
  street: string;
  houseNumber: string;
}

/**
 * Postcode, settlement, street and house number (docs/rules/validation.md, 'Postcode and city'): the postcode
 * keeps digits only, up to 4, and fills the settlement from the postcode list; a postcode with several
 * settlements offers them.
 */
export function AddressFields<T extends AddressValues>({
  form,
  required,
}: {
  form: UseFormReturnType<T>;
  required: boolean;
}) {
  // The form's values are a supertype of AddressValues; Mantine's path helpers want string paths.
  const address = form as unknown as UseFormReturnType<AddressValues>;
  const values = address.getValues();
  const postcode = usePostcode(values.postcode);
  const settlements = postcode.data?.settlements ?? [];
  const postcodeProps = address.getInputProps('postcode');

  useEffect(() => {
    const city = address.getValues().city;
    // An unknown postcode: the previous postcode's city must not stay as if it belonged to it.
    if (postcode.data === null) {
      if (city !== '') address.setFieldValue('city', '');
      return;
    }
    if (!postcode.data) return;
    // One settlement: fill it in. Several: the person chooses (the select below offers them), unless
    // the city already given is one of them.
    if (settlements.length === 1 && settlements[0] && city !== settlements[0]) {
      address.setFieldValue('city', settlements[0]);
    } else if (settlements.length > 1 && city !== '' && !settlements.includes(city)) {
      address.setFieldValue('city', '');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer for a postcode arrives
  }, [postcode.data]);

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Irányítószám"
          inputMode="numeric"
          autoComplete="postal-code"
          required={required}
          // No maxLength: the browser would cut a pasted 'H-9021' to 'H-90' before the digits are taken;
          // postcodeInput keeps the digits first, then the first four.
          {...postcodeProps}
          // The list does not know it: said at the field until the postcode changes (the server refuses it too).
          error={postcodeProps.error ?? (postcode.data === null ? MESSAGES.postcode.unknown : undefined)}
          onChange={(event) => address.setFieldValue('postcode', postcodeInput(event.currentTarget.value))}
        />
        {settlements.length > 1 ? (
          <Select
            label="Település"
            required={required}
            data={settlements}
            allowDeselect={false}
            description="Ehhez az irányítószámhoz több település tartozik."
            {...address.getInputProps('city')}
          />
        ) : (
          <TextInput
            label="Település"
            autoComplete="address-level2"
            required={required}
            maxLength={LIMITS.cityMax}
            {...address.getInputProps('city')}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Utca"
          autoComplete="address-line1"
          required={required}
          maxLength={LIMITS.streetMax}
          {...address.getInputProps('street')}
        />
        <TextInput
          label="Házszám"
          required={required}
          maxLength={LIMITS.houseNumberMax}
          {...address.getInputProps('houseNumber')}
        />
      </SimpleGrid>
    </>
  );
}
