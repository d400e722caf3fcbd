import { em, px, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is narrower than a breakpoint, by the same boundary as Mantine's `hiddenFrom` and
 * `visibleFrom` (0.1 px under it). Read at the first render, not in an effect: a screen that shows either
 * cards or a table renders only the one it shows, once. Hiding one of the two with CSS rendered both, which
 * doubled the client activity's render on a phone (decision 0027, ninth round).
 */
export function useBelowBreakpoint(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme();
  const boundary = em(Number(px(theme.breakpoints[breakpoint])) - 0.1);
  return useMediaQuery(`(max-width: ${boundary})`, undefined, { getInitialValueInEffect: false });
}
