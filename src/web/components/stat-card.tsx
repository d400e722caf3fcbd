import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One figure of a row of figures (a list item, so the row is a list): its label above it in small dimmed
 * letters, a note below when it has one. `compact` makes the figure a little smaller, for rows of five
 * amounts of money that must fit side by side.
 */
export function StatCard({
  label,
  children,
  note,
  compact = false,
}: {
  label: string;
  children: ReactNode;
  note?: ReactNode;
  compact?: boolean;
}) {
  return (
    <Paper withBorder p="md" component="li">
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={compact ? 24 : 26} fw={700} lh={compact ? 1.3 : 1.2} component="div">
        {children}
      </Text>
      {note}
    </Paper>
  );
}
