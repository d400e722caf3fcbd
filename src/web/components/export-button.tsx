import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { showError } from '../lib/notify.ts';

/** The write that makes the file from what it is given (a list's filters), as a mutation offers it. */
interface FileWrite<T> {
  mutate: (variables: T, options: { onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * A page header's button that downloads what a list's filters show (the system log's text file, the client
 * activity's workbook): busy while the file is made, and a failure told in a notification as
 * '`errorTitle`: the server's reason', since the list below stays as it was.
 */
export function ExportButton<T>({
  write,
  filters,
  errorTitle,
  disabled,
  children,
}: {
  write: FileWrite<T>;
  filters: T;
  errorTitle: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={write.isPending}
      disabled={disabled}
      onClick={() =>
        write.mutate(filters, {
          onError: (error) => void showError(`${errorTitle}: ${errorMessage(error)}`),
        })
      }
    >
      {children}
    </Button>
  );
}
