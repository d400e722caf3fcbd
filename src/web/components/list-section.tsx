import { Group, Paper, Title, type MantineSpacing, type PaperProps } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { ListPager } from './list-pager.tsx';
import { ListStatus } from './list-status.tsx';

/**
 * A list's bordered section, named by its heading: the heading with how many there are (`status`, or
 * 'Frissítés...' while `refreshing`) and any button for the whole list (`actions`), the rows or the empty state
 * (`children`), then the pager below the frame.
 */
export function ListSection({
  titleId,
  title,
  status,
  refreshing = false,
  actions,
  headerGap,
  pager,
  children,
  ...paper
}: PaperProps & {
  titleId: string;
  title: ReactNode;
  status: ReactNode;
  refreshing?: boolean;
  actions?: ReactNode;
  headerGap?: MantineSpacing;
  pager?: ComponentProps<typeof ListPager>;
  children: ReactNode;
}) {
  return (
    <>
      <Paper withBorder component="section" aria-labelledby={titleId} {...paper}>
        <Group justify="space-between" px="md" pt="sm" pb={4} gap={headerGap}>
          <Title order={2} size="h5" id={titleId}>
            {title}
          </Title>
          <Group gap="xs">
            <ListStatus refreshing={refreshing}>{status}</ListStatus>
            {actions}
          </Group>
        </Group>
        {children}
      </Paper>
      {pager && <ListPager {...pager} />}
    </>
  );
}
