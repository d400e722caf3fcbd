import { TextInput, type TextInputProps } from '@mantine/core';
import { LIMITS } from '../../domain/constants.ts';

/** An e-mail address field: the browser offers the person's own address unless `autoComplete` says otherwise. */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email cím" type="email" autoComplete="email" {...props} />;
}

/** A phone number field with the Hungarian example and the length the server takes. */
export function PhoneField(props: TextInputProps) {
  return (
    <TextInput
      label="Telefonszám"
      type="tel"
      autoComplete="tel"
      maxLength={LIMITS.phoneMax}
      placeholder="+36 20 123 4567"
      {...props}
    />
  );
}
