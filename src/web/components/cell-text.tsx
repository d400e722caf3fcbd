import { Text, type TextProps } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLazyTooltip } from './lazy-tooltip.tsx';

// One observer for every cell (a page of 100 clients has 400 of them), each with its own measure.
const measures = new WeakMap<Element, () => void>();
let observer: ResizeObserver | null = null;

function observeSize(element: Element, measure: () => void): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) measures.get(entry.target)?.();
  });
  measures.set(element, measure);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    measures.delete(element);
  };
}

const isCut = (element: HTMLElement) =>
  element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;

/**
 * A table cell's text in at most `lines` lines (one: cut with an ellipsis; more: wrapped, a long word
 * broken, then cut). Whatever the column cuts off is not lost: the cut text shows whole in a tooltip on
 * hover and on keyboard focus, and only a cut cell takes the focus (a screen reader reads the whole text
 * anyway, as it is all in the page).
 */
export function CellText({
  text,
  children,
  lines = 1,
  ...props
}: {
  /** The whole text, as the tooltip shows it. */
  text: string;
  /** The text as the cell shows it, when it is more than the text (an e-mail's break before the '@'). */
  children?: ReactNode;
  lines?: 1 | 2;
} & Omit<TextProps, 'lineClamp' | 'truncate'>) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setCut(isCut(element));
    measure();
    return observeSize(element, measure);
  }, [text, lines]);
  const { targetProps, tooltip } = useLazyTooltip(ref, {
    label: text,
    disabled: !cut,
    touch: true,
    multiline: true,
    maw: 360,
  });
  return (
    <>
      <Text
        ref={ref}
        fz="xs"
        {...(lines === 1 ? { truncate: 'end' as const } : { lineClamp: lines, lh: 1.2 })}
        style={{ overflowWrap: 'anywhere' }}
        tabIndex={cut ? 0 : undefined}
        {...targetProps}
        {...props}
      >
        {children ?? text}
      </Text>
      {tooltip}
    </>
  );
}
