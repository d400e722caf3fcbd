import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { useId, useRef, type ReactNode } from 'react';
import { useLazyTooltip } from './lazy-tooltip.tsx';

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
  const ref = useRef<HTMLButtonElement>(null);
  const { targetProps, tooltip } = useLazyTooltip(
    ref,
    disabledReason
      ? { label: `${label}: ${disabledReason}`, touch: true, multiline: true, maw: 320 }
      : { label },
  );
  return (
    <>
      <ActionIcon
        ref={ref}
        variant="default"
        size={size}
        color={color}
        aria-label={label}
        {...(disabledReason
          ? { 'aria-disabled': true, 'aria-describedby': reasonId, 'data-disabled': true }
          : { onClick })}
        {...targetProps}
      >
        {icon}
      </ActionIcon>
      {tooltip}
      {disabledReason && <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>}
    </>
  );
}
