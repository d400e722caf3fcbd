import { Alert, Button, Center, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { formatHuf, formatPieces } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { TigPreview, TigStatement } from '../../../domain/tig.ts';
import { LoadError } from '../../components/error-alert.tsx';
import {
  TigGenerateActions,
  TigGenerated,
  TigItemsTable,
  useGenerateTigStatement,
  useTigPreview,
} from '../tig-statements/index.ts';

export interface TigDialogProps {
  /** The selected certificates (document ids); the server decides which of them may be billed. */
  documentIds: string[];
  opened: boolean;
  onClose: () => void;
  /** After the statement is stored (e.g. to clear the selection and refresh the certificate list). */
  onGenerated?: (statement: TigStatement) => void;
}

/**
 * The TIG dialog (docs/roles/admin-light.md, 'TIG statement from the selection', with the warning of
 * docs/roles/bank-staff.md, 'TIG statement dialog'): count, total, the selected certificates and the
 * 'Generálás' button; the figures come from the server's preview. Afterwards it offers the files.
 */
export function TigDialog({ documentIds, opened, onClose, onGenerated }: TigDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="TIG elszámolás generálása" size="xl">
      {opened && <TigDialogBody documentIds={documentIds} onClose={onClose} onGenerated={onGenerated} />}
    </Modal>
  );
}

function TigDialogBody({ documentIds, onClose, onGenerated }: Omit<TigDialogProps, 'opened'>) {
  const [statement, setStatement] = useState<TigStatement | null>(null);
  const preview = useTigPreview(documentIds, statement === null);
  const generate = useGenerateTigStatement();

  if (statement) return <TigGenerated statement={statement} onClose={onClose} />;
  if (documentIds.length === 0)
    return (
      <Stack>
        <Text>{MESSAGES.tig.noSelection}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Bezárás
          </Button>
        </Group>
      </Stack>
    );
  if (preview.isPending)
    return (
      <Center mih={160}>
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>A kiválasztott tanúsítványok ellenőrzése...</Text>
        </Stack>
      </Center>
    );
  if (preview.isError) return <LoadError query={preview} title={MESSAGES.tig.previewError} />;

  const data = preview.data;
  const submit = () =>
    generate.mutate(
      data.items.map((item) => item.documentId),
      {
        onSuccess: (created) => {
          setStatement(created);
          onGenerated?.(created);
        },
      },
    );

  return (
    <Stack gap="md">
      <Summary preview={data} />
      <Exclusions preview={data} />
      {data.items.length > 0 && <TigItemsTable items={data.items} maxHeight={320} />}
      <TigGenerateActions
        generate={generate}
        onCancel={onClose}
        onGenerate={submit}
        canGenerate={data.count > 0}
      >
        Generálás
      </TigGenerateActions>
    </Stack>
  );
}

function Summary({ preview }: { preview: TigPreview }) {
  return (
    <Group gap="xl" role="group" aria-label="Összesítés">
      <div>
        <Text fz="sm" c="dimmed">
          Tanúsítványok száma
        </Text>
        <Text fw={700} fz="lg" data-testid="tig-count">
          {formatPieces(preview.count)}
        </Text>
      </div>
      <div>
        <Text fz="sm" c="dimmed">
          Díj tanúsítványonként
        </Text>
        <Text fw={700} fz="lg">
          {formatHuf(preview.feeHuf)}
        </Text>
      </div>
      <div>
        <Text fz="sm" c="dimmed">
          Összesen
        </Text>
        <Text fw={700} fz="lg" data-testid="tig-total">
          {formatHuf(preview.totalHuf)}
        </Text>
      </div>
    </Group>
  );
}

/** Selected certificates that cannot be in the statement, and why. */
function Exclusions({ preview }: { preview: TigPreview }) {
  const left = preview.excluded.length + preview.missing.length;
  if (left === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={
        preview.count === 0
          ? MESSAGES.tig.noneEligible
          : `${left} kiválasztott tanúsítvány nem kerül az elszámolásba`
      }
    >
      <List size="sm" spacing={4}>
        {preview.excluded.map((item) => (
          <List.Item key={item.documentId}>
            {`${item.clientName} – ${item.address}: ${item.message}`}
          </List.Item>
        ))}
        {preview.missing.length > 0 && (
          <List.Item>{MESSAGES.tig.certificatesNotFound(preview.missing.length)}</List.Item>
        )}
      </List>
    </Alert>
  );
}
