import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A table row's icon button, named for screen readers and shown as a tooltip to everyone else. */
export function RowAction({
  label,
  icon,
  onClick,
  color,
  size = 'lg',
  disabledReason,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  /** 'md' (28 px) in the compact back-office lists; 'lg' (34 px) elsewhere. */
  size?: 'md' | 'lg';
  /**
   * Why the action cannot be taken: the button then does nothing and says why, as its accessible description
   * and in its tooltip on hover and on keyboard focus. It stays focusable (aria-disabled, not disabled), so
   * a keyboard reaches the reason too.
   */
  disabledReason?: string | null;
}) {
  const reasonId = useId();
  if (!disabledReason)
    return (
      <Tooltip label={label} withArrow openDelay={200}>
        <ActionIcon variant="default" size={size} color={color} aria-label={label} onClick={onClick}>
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  return (
    <>
      <Tooltip
        label={`${label}: ${disabledReason}`}
        withArrow
        openDelay={200}
        multiline
        maw={320}
        events={{ hover: true, focus: true, touch: true }}
      >
        <ActionIcon
          variant="default"
          size={size}
          color={color}
          aria-label={label}
          aria-disabled
          aria-describedby={reasonId}
          data-disabled
        >
          {icon}
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
    </>
  );
}
