import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's heading, its one h1, with the screen's actions (`children`) at the other end of the row. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}
