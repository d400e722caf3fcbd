import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table row's icon button, named for screen readers and shown as a tooltip to everyone else. */
export function RowAction({
  label,
  icon,
  onClick,
  color,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={200}>
      <ActionIcon variant="default" size="lg" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
