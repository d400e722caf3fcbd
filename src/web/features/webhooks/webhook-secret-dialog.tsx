import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

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
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Aláíró kulcs (whsec_…)"
            value={secret ?? ''}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? 'Másolva' : 'Másolás'}
              </Button>
            )}
          </CopyButton>
        </Group>
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
