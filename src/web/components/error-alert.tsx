import { Alert, Button, Stack, type AlertProps } from '@mantine/core';
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

/** A failed load: the title, the server's Hungarian message and 'Újrapróbálás'. */
export function LoadError({
  error,
  title,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  title: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <Stack gap="xs" align="flex-start">
      <ErrorAlert error={error} title={title} w="100%" />
      <Button onClick={onRetry} loading={isRetrying}>
        Újrapróbálás
      </Button>
    </Stack>
  );
}
