import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a card (address, area, dates). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
