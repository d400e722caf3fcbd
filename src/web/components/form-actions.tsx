import { Button, Group, type ButtonProps, type GroupProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';

type FormActionsProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'type'> & {
    type?: 'submit' | 'button';
    onCancel?: () => void;
    cancelLabel?: string;
    /** Keeps the form open while what it sent is on its way. */
    isCancelDisabled?: boolean;
    mt?: GroupProps['mt'];
    gap?: GroupProps['gap'];
    children: ReactNode;
  };

/**
 * A form's closing buttons, on the right: the cancel button ('Mégsem' unless told otherwise) when there is
 * `onCancel`, then the submit button, which takes the rest of the props (its label as `children`, loading,
 * disabled, colour, icon). A dialog without a form gives `type="button"` and `onClick`.
 */
export function FormActions({
  onCancel,
  cancelLabel = 'Mégsem',
  isCancelDisabled,
  mt,
  gap,
  type = 'submit',
  children,
  ...submit
}: FormActionsProps) {
  return (
    <Group justify="flex-end" mt={mt} gap={gap}>
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={isCancelDisabled}>
          {cancelLabel}
        </Button>
      )}
      <Button type={type} {...submit}>
        {children}
      </Button>
    </Group>
  );
}

/**
 * The closing of a form that sends one write: the server's refusal above the buttons (under `errorTitle`
 * when given), and while the write is on its way the submit button busy and the cancel button disabled, so
 * the form stays open until the answer comes.
 */
export function WriteActions({
  write,
  errorTitle,
  ...actions
}: Omit<FormActionsProps, 'loading' | 'isCancelDisabled'> & {
  write: { isPending: boolean; error: unknown };
  errorTitle?: string;
}) {
  return (
    <>
      <ErrorAlert error={write.error} title={errorTitle} />
      <FormActions {...actions} isCancelDisabled={write.isPending} loading={write.isPending} />
    </>
  );
}
