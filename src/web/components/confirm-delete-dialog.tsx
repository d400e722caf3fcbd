import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';

/**
 * A deletion asked once more, open while there is an item: the question, what goes with it (`children`),
 * the refusal if there is one, then 'Mégsem' and the red button, which waits while the deletion runs.
 */
export function ConfirmDeleteDialog<T>({
  item,
  title,
  question,
  confirmLabel,
  deletion,
  onConfirm,
  onClose,
  children,
}: {
  item: T | null;
  title: string;
  question: string;
  confirmLabel: string;
  deletion: { error: unknown; isPending: boolean };
  onConfirm: (item: T) => void;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={title}>
      {item !== null && (
        <Stack>
          <Text fw={600}>{question}</Text>
          {children(item)}
          <ErrorAlert error={deletion.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
              Mégsem
            </Button>
            <Button color="red" loading={deletion.isPending} onClick={() => onConfirm(item)}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** A row's red 'Törlés' button, named with what it deletes for a screen reader; it opens the confirmation. */
export function DeleteRowButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="default"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      aria-label={`Törlés: ${name}`}
      onClick={onClick}
    >
      Törlés
    </Button>
  );
}
