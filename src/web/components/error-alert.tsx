import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client.ts';

/** A failed request's Hungarian message, announced to screen readers; nothing while there is no error. */
export function ErrorAlert({
  error,
  children,
  ...props
}: { error: unknown; children?: ReactNode } & Omit<AlertProps, 'children'>) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" {...props}>
      {errorMessage(error)}
      {children}
    </Alert>
  );
}
