import { Alert, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BankTigSelection } from '../../../domain/bank.ts';
import { formatHuf, formatNumber } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { BANK_STATUS_LABELS, statusLabel } from '../../../domain/statuses.ts';
import type { TigStatement } from '../../../domain/tig.ts';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { bankKey } from '../../lib/query-keys.ts';
import {
  TigGenerateActions,
  TigGenerated,
  TigItemsTable,
  useGenerateTigStatement,
  useTigPreview,
} from '../tig-statements/index.ts';
import { useTigSelection } from './api/resolve-tig-selection.ts';
import { useShareStatement } from './api/share-statement.ts';

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
        <TigItemsTable items={items} maxHeight={300} />
      )}
      <TigGenerateActions
        generate={generate}
        onCancel={onClose}
        onGenerate={submit}
        canGenerate={items.length > 0}
      >
        TIG generálása
      </TigGenerateActions>
    </Stack>
  );
}

/** The statement's files, and 'Megosztás': the bank e-mails the statement to itself. */
function Generated({ statement, onClose }: { statement: TigStatement; onClose: () => void }) {
  const share = useShareStatement();
  return <TigGenerated statement={statement} onClose={onClose} share={share} />;
}
