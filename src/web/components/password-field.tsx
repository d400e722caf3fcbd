import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** A password input whose show/hide button has a Hungarian name for screen readers. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': 'Jelszó megjelenítése vagy elrejtése' }}
      {...props}
    />
  );
}
