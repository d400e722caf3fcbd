import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A count or an amount in a settlement table: small and right-aligned, so the figures line up. */
export function FigureCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td fz="sm" ta="right">
      {children}
    </Table.Td>
  );
}
