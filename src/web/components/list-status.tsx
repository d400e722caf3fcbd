import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * How many a list holds (`children`), announced to screen readers as it changes; while the list asks the
 * server again it says so instead, so that an old count never stands beside new filters.
 */
export function ListStatus({ refreshing, children }: { refreshing: boolean; children: ReactNode }) {
  return (
    <Text fz="sm" c="dimmed" role="status">
      {refreshing ? 'Frissítés...' : children}
    </Text>
  );
}
