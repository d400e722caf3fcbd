import { Button, Stack, Text } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A list with no rows: its icon, the message, then either a hint (`children`, how to add the first one) or,
 * with `onClear`, 'Szűrők törlése' for a list emptied by its filters.
 */
export function ListEmpty({
  icon: Icon,
  message,
  onClear,
  children,
}: {
  icon?: TablerIcon;
  message: ReactNode;
  onClear?: () => void;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py={48} px="md" ta="center">
      {Icon && <Icon size={40} aria-hidden color="var(--mantine-color-gray-6)" />}
      <Text fw={600}>{message}</Text>
      {children}
      {onClear && (
        <Button variant="default" size="xs" onClick={onClear}>
          Szűrők törlése
        </Button>
      )}
    </Stack>
  );
}
