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

/** A query whose failure is offered for a retry: its error, its refetch and whether it is fetching again. */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The failure and its retry: a query's own, or given one by one when they are not one query's; `compact`
 * for a panel or a dialog's part, with a small button.
 */
type RetryProps = { title: string; compact?: boolean } & (
  { query: RetryableQuery } | { error: unknown; onRetry: () => void; isRetrying: boolean }
);

function retryOf(props: RetryProps) {
  if (!('query' in props)) return props;
  const { query } = props;
  return { error: query.error, onRetry: () => void query.refetch(), isRetrying: query.isFetching };
}

/** A failed load: the title, the server's Hungarian message and 'Újrapróbálás'. */
export function LoadError(props: RetryProps) {
  const { error, onRetry, isRetrying } = retryOf(props);
  return (
    <Stack gap="xs" align="flex-start">
      <ErrorAlert error={error} title={props.title} w="100%" />
      <Button onClick={onRetry} loading={isRetrying} {...(props.compact ? { size: 'xs' } : {})}>
        Újrapróbálás
      </Button>
    </Stack>
  );
}

/** A failed refresh above the rows still shown: the message beside 'Újrapróbálás'. */
export function RefreshError(props: RetryProps) {
  const { error, onRetry, isRetrying } = retryOf(props);
  return (
    <Group justify="space-between" align="center">
      <ErrorAlert error={error} title={props.title} style={{ flex: 1 }} />
      <Button onClick={onRetry} loading={isRetrying} {...(props.compact ? { size: 'xs' } : {})}>
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
