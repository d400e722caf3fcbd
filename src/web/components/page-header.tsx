import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ScreenHeading } from '../../domain/screen-headings.ts';

/**
 * A screen's heading, its one h1, with its description under it and the screen's actions (`children`) at
 * the other end of the row. The screens whose heading stands first take it from SCREEN_HEADINGS
 * (domain/screen-headings.ts), which the server paints before the scripts run: this layout is the one
 * server/platform/web-frame.ts copies.
 */
export function PageHeader({
  title,
  description,
  descriptionWidth,
  children,
}: ScreenHeading & { children?: ReactNode }) {
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  if (!description)
    return (
      <Group justify="space-between" align="center">
        {heading}
        {children}
      </Group>
    );
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        {heading}
        <Text c="dimmed" maw={descriptionWidth}>
          {description}
        </Text>
      </div>
      {children}
    </Group>
  );
}
