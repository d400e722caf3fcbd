import { Alert, Button, Group, ScrollArea, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconCircleCheck, IconDownload, IconMail } from '@tabler/icons-react';
import { formatDate, formatHuf } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { TigPreview, TigStatement } from '../../../domain/tig.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { WriteActions } from '../../components/form-actions.tsx';
import { useDownloadTigFile } from './api/download-tig-file.ts';

/** The certificates the statement will hold, as the server's preview lists them, scrolling within `maxHeight`. */
export function TigItemsTable({ items, maxHeight }: { items: TigPreview['items']; maxHeight: number }) {
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto">
      <DataTable
        striped
        stickyHeader
        aria-label="Az elszámolásba kerülő tanúsítványok"
        head={
          <>
            <Table.Th>Ügyfél</Table.Th>
            <Table.Th>Cím</Table.Th>
            <Table.Th>Tanúsító</Table.Th>
            <Table.Th>Feltöltés dátuma</Table.Th>
            <Table.Th ta="right">Összeg</Table.Th>
          </>
        }
      >
        {items.map((item) => (
          <Table.Tr key={item.documentId}>
            <Table.Td>{item.clientName}</Table.Td>
            <Table.Td>{item.address}</Table.Td>
            <Table.Td>{item.auditorName}</Table.Td>
            <Table.Td>{formatDate(item.uploadedAt)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatHuf(item.amountHuf)}
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </ScrollArea.Autosize>
  );
}

/** What TigGenerated reads of a mutation that sends the statement on (the bank's 'Megosztás'). */
interface ShareLike {
  data?: { message: string } | undefined;
  error: unknown;
  isPending: boolean;
  mutate: (statementId: string) => void;
}

/**
 * The stored statement: the success message and the downloads of its files, and 'Megosztás' (with its own
 * success and failure) where the screen passes `share`.
 */
export function TigGenerated({
  statement,
  onClose,
  share,
}: {
  statement: TigStatement;
  onClose: () => void;
  share?: ShareLike;
}) {
  const download = useDownloadTigFile();
  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {MESSAGES.tig.generated(statement.number, statement.certificateCount)} Összesen:{' '}
        {formatHuf(statement.totalHuf)}.
      </Alert>
      {share?.data && (
        <Alert color="green" icon={<IconMail size={18} aria-hidden />} role="status">
          {share.data.message}
        </Alert>
      )}
      <ErrorAlert error={download.error} title={MESSAGES.download.banner} />
      {share && <ErrorAlert error={share.error} title="A megosztás nem sikerült" />}
      <Group justify="space-between">
        <Group gap="sm">
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => download.mutate({ statement, kind: 'text' })}
            loading={download.isPending && download.variables.kind === 'text'}
          >
            Szövegfájl letöltése
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => download.mutate({ statement, kind: 'pdf' })}
            loading={download.isPending && download.variables.kind === 'pdf'}
          >
            PDF letöltése
          </Button>
          {share && (
            <Button
              variant="light"
              leftSection={<IconMail size={18} aria-hidden />}
              onClick={() => share.mutate(statement.id)}
              loading={share.isPending}
            >
              Megosztás
            </Button>
          )}
        </Group>
        <Button variant="default" onClick={onClose}>
          Bezárás
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The dialog's last row: why the statement was not made, if it was refused, above 'Mégsem' and the button
 * that makes it (`children` names it), which waits while it is being made.
 */
export function TigGenerateActions({
  generate,
  onCancel,
  onGenerate,
  canGenerate,
  children,
}: {
  generate: { error: unknown; isPending: boolean };
  onCancel: () => void;
  onGenerate: () => void;
  canGenerate: boolean;
  children: ReactNode;
}) {
  return (
    <WriteActions
      write={generate}
      errorTitle="Az elszámolás nem készült el"
      onCancel={onCancel}
      type="button"
      onClick={onGenerate}
      disabled={!canGenerate}
    >
      {children}
    </WriteActions>
  );
}
