import { Alert, Button, Group, Stack, type AlertProps } from '@mantine/core';
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

interface RetryProps {
  error: unknown;
  title: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** A failed load: the title, the server's Hungarian message and 'Újrapróbálás'. */
export function LoadError({ error, title, onRetry, isRetrying }: RetryProps) {
  return (
    <Stack gap="xs" align="flex-start">
      <ErrorAlert error={error} title={title} w="100%" />
      <Button onClick={onRetry} loading={isRetrying}>
        Újrapróbálás
      </Button>
    </Stack>
  );
}

/** A failed refresh above the rows still shown: the message beside 'Újrapróbálás'. */
export function RefreshError({ error, title, onRetry, isRetrying }: RetryProps) {
  return (
    <Group justify="space-between" align="center">
      <ErrorAlert error={error} title={title} style={{ flex: 1 }} />
      <Button onClick={onRetry} loading={isRetrying}>
        Újrapróbálás
      </Button>
    </Group>
  );
}

/**
 * A write's outcome above its form: the server's message once it succeeded (in `color`, green unless the
 * answer says otherwise), and its Hungarian refusal when it failed.
 */
export function WriteOutcome<T extends { message: string }>({
  write,
  color = () => 'green',
}: {
  write: { isSuccess: boolean; data: T | undefined; error: unknown };
  color?: (answer: T) => string;
}) {
  return (
    <>
      {write.isSuccess && write.data && (
        <Alert color={color(write.data)} role="status">
          {write.data.message}
        </Alert>
      )}
      <ErrorAlert error={write.error} />
    </>
  );
}
