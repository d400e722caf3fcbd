import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table row's icon button, named for screen readers and shown as a tooltip to everyone else. */
export function RowAction({
  label,
  icon,
  onClick,
  color,
  size = 'lg',
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  /** 'md' (28 px) in the compact back-office lists; 'lg' (34 px) elsewhere. */
  size?: 'md' | 'lg';
}) {
  return (
    <Tooltip label={label} withArrow openDelay={200}>
      <ActionIcon variant="default" size={size} color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
