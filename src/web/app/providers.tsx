import { Alert, createTheme, MantineProvider, Modal, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const theme = createTheme({
  // People who ask their system for less motion get no transitions (and the browser tests run that way).
  respectReducedMotion: true,
  primaryColor: 'blue',
  // Darker shades keep white text on buttons above the WCAG AA contrast ratio.
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  focusRing: 'always',
  defaultRadius: 'md',
  components: {
    // Light alerts colour their title in the alert's own colour, below AA contrast for green and orange.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Bezárás' } } }),
  },
});

// Mantine's 'dimmed' grey is below the WCAG AA contrast ratio on white; ours is one shade darker.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
