import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { CertificateRow } from '../../../domain/certificates.ts';

/**
 * The delete dialog (docs/roles/admin-light.md, 'Delete'): the file name and the client, the
 * irreversible-action warning, 'Mégsem' and 'Végleges törlés'. The page shows a refusal in its 'Törlési hiba'
 * banner.
 */
export function DeleteCertificateDialog({
  certificate,
  isDeleting,
  onConfirm,
  onClose,
}: {
  certificate: CertificateRow | null;
  isDeleting: boolean;
  onConfirm: (certificate: CertificateRow) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={certificate !== null} onClose={onClose} title="Tanúsítvány törlése" centered>
      {certificate && (
        <Stack gap="md">
          <Stack gap={4}>
            <Text fz="sm">
              <Text span fw={600}>
                Fájl:
              </Text>{' '}
              <span style={{ overflowWrap: 'anywhere' }}>{certificate.fileName}</span>
            </Text>
            <Text fz="sm">
              <Text span fw={600}>
                Ügyfél:
              </Text>{' '}
              {certificate.clientName}
              {certificate.clientDisplayId ? ` (${certificate.clientDisplayId})` : ''}
            </Text>
          </Stack>
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="A törlés nem vonható vissza"
          >
            A tanúsítvány fájlja véglegesen törlődik. Az ügyfél ingatlanja visszakerül a feltöltés előtti
            állapotba, így új tanúsítvány tölthető fel hozzá.
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isDeleting} data-autofocus>
              Mégsem
            </Button>
            <Button
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={isDeleting}
              onClick={() => onConfirm(certificate)}
            >
              Végleges törlés
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
