import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconMail } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BankTigSelection } from '../../../domain/bank.ts';
import { formatDate, formatHuf, formatNumber } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { BANK_STATUS_LABELS, statusLabel } from '../../../domain/statuses.ts';
import type { TigStatement } from '../../../domain/tig.ts';
import { Busy } from '../../components/busy.tsx';
import { ErrorAlert, LoadError } from '../../components/error-alert.tsx';
import { bankKey } from '../../lib/query-keys.ts';
import { useDownloadTigFile, useGenerateTigStatement, useTigPreview } from '../tig-statements/index.ts';
import { useTigSelection } from './api/resolve-tig-selection.ts';
import { useShareStatement } from './api/share-statement.ts';
import { DataTable } from '../../components/data-table.tsx';

export interface BankTigDialogProps {
  /** The chosen clients, or every client the list's filter matches. */
  selection: BankTigSelection | null;
  onClose: () => void;
  /** After the statement is stored (to clear the selection). */
  onGenerated?: () => void;
}

/**
 * The bank's TIG dialog (docs/roles/bank-staff.md, 'TIG statement dialog'). Warns about the selected
 * clients without an uploaded certificate, lists those that qualify (the TIG service's preview), generates
 * the statement through the same service as Admin Light's certificates screen, then offers the files and
 * 'Megosztás' (e-mail to the bank).
 */
export function BankTigDialog({ selection, onClose, onGenerated }: BankTigDialogProps) {
  return (
    <Modal opened={selection !== null} onClose={onClose} title="TIG generálás" size="xl">
      {selection && <DialogBody selection={selection} onClose={onClose} onGenerated={onGenerated} />}
    </Modal>
  );
}

function DialogBody({
  selection,
  onClose,
  onGenerated,
}: {
  selection: BankTigSelection;
  onClose: () => void;
  onGenerated?: (() => void) | undefined;
}) {
  const queryClient = useQueryClient();
  const [statement, setStatement] = useState<TigStatement | null>(null);
  const resolved = useTigSelection(selection, statement === null);
  const documentIds = resolved.data?.documentIds ?? [];
  const preview = useTigPreview(documentIds, statement === null && resolved.isSuccess);
  const generate = useGenerateTigStatement();

  if (statement) return <Generated statement={statement} onClose={onClose} />;
  if (resolved.isPending || (documentIds.length > 0 && preview.isPending))
    return <Busy label="A kiválasztott ügyfelek ellenőrzése..." mih={160} />;
  if (resolved.isError || preview.isError)
    return (
      <LoadError
        error={resolved.error ?? preview.error}
        title={MESSAGES.tig.previewError}
        onRetry={() => void (resolved.isError ? resolved.refetch() : preview.refetch())}
        isRetrying={resolved.isFetching || preview.isFetching}
      />
    );

  const without = resolved.data.withoutCertificate;
  const items = preview.data?.items ?? [];
  const excluded = preview.data?.excluded ?? [];
  const submit = () =>
    generate.mutate(
      items.map((item) => item.documentId),
      {
        onSuccess: (created) => {
          setStatement(created);
          void queryClient.invalidateQueries({ queryKey: bankKey() });
          onGenerated?.();
        },
      },
    );

  return (
    <Stack gap="md">
      <Text>
        {formatNumber(resolved.data.selected)} kiválasztott ügyfél, ebből {formatNumber(items.length)}{' '}
        tanúsítvány kerülhet az elszámolásba
        {preview.data
          ? ` (összesen ${formatHuf(preview.data.totalHuf)}, ${formatHuf(preview.data.feeHuf)}/db)`
          : ''}
        .
      </Text>
      {without.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={`${formatNumber(without.length)} kiválasztott ügyfélnek nincs feltöltött tanúsítványa, ezért nem kerülhet az elszámolásba`}
        >
          <ScrollArea.Autosize mah={140} type="auto">
            <List size="sm" spacing={2}>
              {without.map((client) => (
                <List.Item key={client.clientId}>
                  {`${client.displayId} ${client.name} – ${statusLabel(client.status, BANK_STATUS_LABELS)}`}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Alert>
      )}
      {excluded.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Nem számlázható tanúsítványok"
        >
          <List size="sm" spacing={2}>
            {excluded.map((item) => (
              <List.Item
                key={item.documentId}
              >{`${item.clientName} – ${item.address}: ${item.message}`}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {items.length === 0 ? (
        <Text fw={600}>{MESSAGES.tig.noneEligible}</Text>
      ) : (
        <ScrollArea.Autosize mah={300} type="auto">
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
      )}
      <ErrorAlert error={generate.error} title="Az elszámolás nem készült el" />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={generate.isPending}>
          Mégse
        </Button>
        <Button onClick={submit} loading={generate.isPending} disabled={items.length === 0}>
          TIG generálása
        </Button>
      </Group>
    </Stack>
  );
}

function Generated({ statement, onClose }: { statement: TigStatement; onClose: () => void }) {
  const download = useDownloadTigFile();
  const share = useShareStatement();
  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {MESSAGES.tig.generated(statement.number, statement.certificateCount)} Összesen:{' '}
        {formatHuf(statement.totalHuf)}.
      </Alert>
      {share.data && (
        <Alert color="green" icon={<IconMail size={18} aria-hidden />} role="status">
          {share.data.message}
        </Alert>
      )}
      <ErrorAlert error={download.error} title="Letöltési hiba" />
      <ErrorAlert error={share.error} title="A megosztás nem sikerült" />
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
          <Button
            variant="light"
            leftSection={<IconMail size={18} aria-hidden />}
            onClick={() => share.mutate(statement.id)}
            loading={share.isPending}
          >
            Megosztás
          </Button>
        </Group>
        <Button variant="default" onClick={onClose}>
          Bezárás
        </Button>
      </Group>
    </Stack>
  );
}
