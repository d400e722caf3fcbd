import { Tooltip } from '@mantine/core';
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/** Mantine's tooltips in the lists wait this long under the pointer before they open. */
const OPEN_DELAY_MS = 200;

/** floating-ui's own test: an element whose browser cannot tell is taken as focused from the keyboard. */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export interface LazyTooltipOptions {
  label: ReactNode;
  /** Nothing to show (a cell whose text fits): no tooltip opens. */
  disabled?: boolean;
  /** Also open on a tap (the text is not on the page otherwise); a button's name only opens for a mouse. */
  touch?: boolean;
  multiline?: boolean;
  maw?: number;
}

/**
 * A tooltip that costs nothing until it is first wanted. A list's page has a tooltip on every cut cell and row
 * button (some 150 on a client list), and each Mantine `Tooltip` wrapped around its target runs floating-ui's
 * hooks on every render whether it ever opens or not: about a sixth of the first render's time on a slowed
 * phone (decision 0027, tenth round). Here the target gets four plain handlers, and Mantine's `Tooltip`,
 * pointed at it with `target`, is mounted beside it (in a portal, so the target is not re-rendered) only when
 * it is first wanted, and opens on hover after 200 ms, at once on keyboard focus (not on a click's focus, as
 * floating-ui does), on a tap when `touch`; Escape or a press elsewhere closes it (WCAG 1.4.13).
 */
export function useLazyTooltip(
  target: RefObject<HTMLElement | null>,
  { label, disabled = false, touch = false, multiline, maw }: LazyTooltipOptions,
) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerType = useRef('mouse');

  // Mounted at the first sign of interest, opened after the delay: the Tooltip learns its target in an effect,
  // so one mounted already open could paint a frame at the page's corner before it is placed.
  const show = (delay: number) => {
    setMounted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpened(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpened(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  // Controlled, Mantine's tooltip leaves dismissing to its owner: Escape, and a press anywhere else (a tap
  // elsewhere or the start of a scroll on a phone, where no mouse leaves the target).
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node && target.current?.contains(event.target))) hide();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [opened, target]);

  // A tap sends the mouse's enter after the pointer's (and its leave only when another element is tapped),
  // so the pointer's type is noted first and the mouse's events open and close.
  const targetProps = {
    onPointerEnter: (event: PointerEvent) => {
      pointerType.current = event.pointerType;
    },
    onMouseEnter: () => {
      if (!disabled && (touch || pointerType.current !== 'touch')) show(OPEN_DELAY_MS);
    },
    onMouseLeave: hide,
    onFocus: (event: FocusEvent) => {
      if (!disabled && focusVisible(event.currentTarget)) show(0);
    },
    onBlur: hide,
  };
  const tooltip = mounted ? (
    <Tooltip
      target={target}
      label={label}
      opened={opened && !disabled}
      withArrow
      multiline={multiline}
      maw={maw}
    />
  ) : null;
  return { targetProps, tooltip };
}
