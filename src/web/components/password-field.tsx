import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input whose show/hide button has a Hungarian name for screen readers, and which is marked
 * invalid while it shows an error (Mantine's PasswordInput marks it only for its styles).
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': 'Jelszó megjelenítése vagy elrejtése' }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
