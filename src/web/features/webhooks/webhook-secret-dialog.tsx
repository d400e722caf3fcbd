import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CopyField } from '../../components/copy-field.tsx';

/**
 * The secret, shown once after creation or rotation (docs/rules/webhooks.md, 'Secrets'): the portal keeps
 * it to sign with but never shows it again.
 */
export function WebhookSecretDialog({
  secret,
  rotated,
  onClose,
}: {
  secret: string | null;
  rotated: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title="Titkos kulcs" size="lg">
      <Stack>
        <Alert color="yellow" role="status">
          Másolja ki és tárolja biztonságos helyen: ez a kulcs később nem jeleníthető meg újra.
          {rotated && ' A korábbi kulcs még 24 óráig szintén aláírja az üzeneteket.'}
        </Alert>
        <CopyField label="Aláíró kulcs (whsec_…)" value={secret ?? ''} />
        <Text fz="sm" c="dimmed">
          A fogadó rendszer ezzel a kulccsal ellenőrzi a webhook-signature fejlécet (Standard Webhooks).
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Bezárás</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
